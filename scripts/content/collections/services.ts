import { type ServiceFile, serviceSchema } from '../../../app/content/schema/service'
import { defineCollection } from '../collection'
import { specCountProblems } from './service-spec-counts'

/** The spec's number of services (16 home cards: these and the Realm product). */
export const SERVICE_COUNT = 15

export type ServiceRecord = ServiceFile & { slug: string }

export const services = defineCollection({
  name: 'services',
  schema: serviceSchema,
  check(entries, { allFilesRead, slugsOf }) {
    const problems: string[] = []
    const stories = slugsOf('stories')
    const seen = { path: new Map<string, string>(), order: new Map<number, string>() }
    for (const { file, data } of entries) {
      const samePath = seen.path.get(data.path.toLowerCase())
      if (samePath) problems.push(`${file}: path: ${data.path} is already the path of ${samePath}`)
      seen.path.set(data.path.toLowerCase(), file)
      const sameOrder = seen.order.get(data.order)
      if (sameOrder) problems.push(`${file}: order: ${data.order} is already the order of ${sameOrder}`)
      seen.order.set(data.order, file)
      data.proof.stories.forEach((story, i) => {
        if (!stories.includes(story)) {
          problems.push(`${file}: proof.stories[${i}]: no success story "${story}" (stories: ${stories.join(', ')})`)
        }
      })
    }
    // A broken file is already reported; counting without it would only repeat that.
    if (allFilesRead && entries.length !== SERVICE_COUNT) {
      problems.push(`content/en/services: ${entries.length} services, but the site has ${SERVICE_COUNT} (16 home cards with Realm)`)
    }
    return [...problems, ...specCountProblems(entries)]
  },
  output: (entries): ServiceRecord[] =>
    entries.toSorted((a, b) => a.data.order - b.data.order).map(({ slug, data }) => ({ slug, ...data })),
})
