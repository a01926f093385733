import { type ServiceFile, serviceSchema } from '../../../app/content/schema/service'
import { defineCollection } from '../collection'
import { type SitePaths, sitePathsOf } from '../site-paths'
import { duplicateOrders, inOrder } from '../ordered'
import { specCountProblems } from './service-spec-counts'

/** The spec's number of services (16 home cards: these and the Realm product). */
export const SERVICE_COUNT = 15

export type ServiceRecord = ServiceFile & { slug: string }

/** A card link to a page that does not exist, or to the service's own page. */
function cardLinkProblems(file: string, data: ServiceFile, sitePaths: SitePaths) {
  const groups = [
    ['offerings', data.offerings.items],
    ['benefits', data.benefits.items],
    ...(data.extraSections ?? []).flatMap((section, i) => (section.kind === 'icon-cards' ? [[`extraSections[${i}]`, section.items] as const] : [])),
  ] as const
  return groups.flatMap(([where, items]) =>
    items.flatMap((item, i) => {
      const href = item.link?.href
      if (!href?.startsWith('/')) return []
      const path = href.split(/[?#]/)[0]!
      if (path === data.path) return [`${file}: ${where}.items[${i}].link.href: "${href}" is this page; a card leads to another one`]
      return sitePaths.has(path) ? [] : [`${file}: ${where}.items[${i}].link.href: no page "${href}"`]
    }),
  )
}

export const services = defineCollection({
  name: 'services',
  schema: serviceSchema,
  check(entries, context) {
    const { allFilesRead, refer } = context
    const sitePaths = sitePathsOf(context)
    const problems: string[] = entries.flatMap(({ file, data }) => cardLinkProblems(file, data, sitePaths))
    const pathOwners = new Map<string, string>()
    for (const { file, data } of entries) {
      const samePath = pathOwners.get(data.path.toLowerCase())
      if (samePath) problems.push(`${file}: path: ${data.path} is already the path of ${samePath}`)
      pathOwners.set(data.path.toLowerCase(), file)
      // Every page carries proof: a story where one fits, otherwise how results are measured.
      if (data.proof.stories.length === 0 && !data.proof.measures) {
        problems.push(`${file}: proof.measures: required when proof.stories is empty: cite a success story, or describe how results are measured`)
      }
      data.proof.stories.forEach((story, i) => refer(`${file}: proof.stories[${i}]`, 'stories', story))
    }
    // A broken file is already reported; counting without it would only repeat that.
    if (allFilesRead && entries.length !== SERVICE_COUNT) {
      problems.push(`content/en/services: ${entries.length} services, but the site has ${SERVICE_COUNT} (16 home cards with Realm)`)
    }
    return [...problems, ...duplicateOrders(entries), ...specCountProblems(entries)]
  },
  output: (entries): ServiceRecord[] => inOrder(entries),
  // The route table's part (app/content/route-table.ts): it changes only when a path does, so the
  // preview does not rebuild its routes when an editor saves copy.
  extraFiles: (entries) => ({ 'service-routes': inOrder(entries).map(({ slug, path }) => ({ slug, path })) }),
})
