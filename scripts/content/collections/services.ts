import type { StoryFile } from '../../../app/content/schema/story'
import { type ServiceFile, serviceSchema } from '../../../app/content/schema/service'
import { restates } from '../../../app/content/service-hero-proof'
import { defineCollection } from '../collection'
import { type SitePaths, sitePathsOf } from '../site-paths'
import { duplicateOrders, inOrder } from '../ordered'
import type { ContentEntry } from '../read-content'
import { storyCardRepeated } from './repeated-headline'
import { repeatedListProblems } from './repeated-lists'
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
    const { allFilesRead, refer, entriesOf } = context
    const stories = entriesOf('stories') as readonly ContentEntry<StoryFile>[]
    const sitePaths = sitePathsOf(context)
    const problems: string[] = entries.flatMap(({ file, data }) => cardLinkProblems(file, data, sitePaths))
    const pathOwners = new Map<string, string>()
    for (const entry of entries) {
      const { file, data } = entry
      const samePath = pathOwners.get(data.path.toLowerCase())
      if (samePath) problems.push(`${file}: path: ${data.path} is already the path of ${samePath}`)
      pathOwners.set(data.path.toLowerCase(), file)
      // Every page carries proof: a story where one fits, otherwise how results are measured.
      if (data.proof.stories.length === 0 && !data.proof.measures) {
        problems.push(`${file}: proof.measures: required when proof.stories is empty: cite a success story, or describe how results are measured`)
      }
      data.proof.stories.forEach((story, i) => refer(`${file}: proof.stories[${i}]`, 'stories', story))
      problems.push(...proofFromOtherWork(entry, stories))
      problems.push(...repeatedListProblems(file, data))
    }
    // A broken file is already reported; counting without it would only repeat that.
    if (allFilesRead && entries.length !== SERVICE_COUNT) {
      problems.push(`${context.contentDir}/services: ${entries.length} services, but the site has ${SERVICE_COUNT} (16 home cards with Realm)`)
    }
    return [...problems, ...duplicateOrders(entries), ...specCountProblems(entries)]
  },
  output: (entries): ServiceRecord[] => inOrder(entries),
  // The route table's part (app/content/route-table.ts): it changes only when a path does, so the
  // preview does not rebuild its routes when an editor saves copy.
  extraFiles: (entries) => ({ 'service-routes': inOrder(entries).map(({ slug, path }) => ({ slug, path })) }),
})

/**
 * A service page's proof is this service's work: it cites only stories that list the service among
 * theirs, and none of its figures restates a result of a story that did not use it (a run-time
 * result of a machine learning project is no evidence for business intelligence). A story that
 * failed its own checks is left out: its problems are reported already.
 */
function proofFromOtherWork({ file, slug, data: service }: ContentEntry<ServiceFile>, stories: readonly ContentEntry<StoryFile>[]) {
  const problems: string[] = []
  const withoutThisService = (story: ContentEntry<StoryFile>) => !story.data.services.includes(slug)
  service.proof.stories.forEach((cited, i) => {
    const story = stories.find((entry) => entry.slug === cited)
    if (story && withoutThisService(story)) {
      problems.push(
        `${file}: proof.stories[${i}]: the success story "${cited}" does not list ${slug} among its services: cite a story of this service's work, or add ${slug} to that story's services if it used it`,
      )
    }
  })
  service.proof.figures?.forEach((figure, i) => {
    const source = stories.find((story) => withoutThisService(story) && story.data.results.some((result) => restates(figure, result)))
    if (source) {
      problems.push(
        `${file}: proof.figures[${i}]: "${figure.value}" is a result of the success story "${source.slug}", which does not list ${slug} among its services: show this service's own figures`,
      )
    }
    const card = storyCardRepeated(figure, service.proof.stories, stories)
    if (card) {
      problems.push(
        `${file}: proof.figures[${i}]: "${figure.value}" repeats a result of "${card.slug}", which this section cites and whose card shows it: leave the figure out, or show one the story does not`,
      )
    }
  })
  return problems
}
