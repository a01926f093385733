import { LETTER_SUFFIX } from '../../../app/content/brochure-papers'
import { brochureSchema } from '../../../app/content/schema/brochure'
import { defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'

// Every service is in exactly one brochure: a brochure naming a service that does not exist would
// print nothing for it, and a service in none would be missing from the printed offer.
export const brochures = defineCollection({
  name: 'brochures',
  schema: brochureSchema,
  check(entries, { allFilesRead, slugsOf, refer, contentDir }) {
    const services = slugsOf('services')
    const problems = duplicateOrders(entries)
    const brochureOf = new Map<string, string>()
    for (const { file, slug, data } of entries) {
      // <slug>-letter.pdf is the US Letter edition of <slug>.pdf; a slug ending so would share a file name.
      if (slug.endsWith(LETTER_SUFFIX)) problems.push(`${file}: the file name may not end in "${LETTER_SUFFIX}" (the US Letter edition's file is named so)`)
      data.services.forEach((service, i) => {
        refer(`${file}: services[${i}]`, 'services', service)
        const other = brochureOf.get(service)
        if (other) problems.push(`${file}: services[${i}]: "${service}" is already in ${other}`)
        brochureOf.set(service, file)
      })
    }
    if (allFilesRead) {
      const missing = services.filter((service) => !brochureOf.has(service))
      if (missing.length) problems.push(`${contentDir}/brochures: no brochure covers ${missing.join(', ')}`)
    }
    return problems
  },
  output: inOrder,
  // The route table's part (app/content/route-table.ts): the brochure files' names.
  extraFiles: (entries) => ({ 'brochure-routes': inOrder(entries).map(({ slug }) => slug) }),
})
