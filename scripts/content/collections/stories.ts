import { type StoryFile, storySchema } from '../../../app/content/schema/story'
import { proseLinkKind, proseLinkTargets } from '../../../app/lib/text/markdown'
import { defineCollection } from '../collection'
import { type SitePaths, sitePathsOf } from '../site-paths'

/**
 * The spec's success stories: the least the site has. A minimum, not an exact count: the spec's
 * eight are the launch content, and the marketing team adds stories through the editor.
 */
export const STORY_COUNT = 8

export type StoryRecord = StoryFile & { slug: string }

export const stories = defineCollection({
  name: 'stories',
  schema: storySchema,
  check(entries, context) {
    const { allFilesRead, refer } = context
    const sitePaths = sitePathsOf(context)
    const problems: string[] = []
    const titles = new Map<string, string>()
    for (const { file, data } of entries) {
      // Two stories with one title would read as one story on the list and in search results.
      const sameTitle = titles.get(data.title.toLowerCase())
      if (sameTitle) problems.push(`${file}: title: "${data.title}" is already the title of ${sameTitle}`)
      titles.set(data.title.toLowerCase(), file)
      data.services.forEach((service, i) => refer(`${file}: services[${i}]`, 'services', service))
      problems.push(...proseLinkProblems(file, data.body, sitePaths))
    }
    // A broken file is already reported; counting without it would only repeat that.
    if (allFilesRead && entries.length < STORY_COUNT) {
      problems.push(`${context.contentDir}/stories: ${entries.length} stories, but the site has at least ${STORY_COUNT} (the spec's success stories)`)
    }
    return problems
  },
  // Newest first, as the success-stories page lists them; a new story goes on top by its date alone.
  // Slugs are file names, so unique already; they break a tie between stories of the same day.
  output: (entries): StoryRecord[] => newestFirst(entries).map(({ slug, data }) => ({ slug, ...data })),
  // The route table's part (app/content/route-table.ts): it changes only when a story is added,
  // renamed or redated, so the preview keeps its routes when an editor saves a story's copy.
  extraFiles: (entries) => ({ 'story-routes': newestFirst(entries).map(({ slug }) => slug) }),
})

/** A link in a story's prose to a page of this site that the site does not have. */
function proseLinkProblems(file: string, body: readonly string[], sitePaths: SitePaths) {
  return body.flatMap((block, i) =>
    proseLinkTargets(block)
      .filter((href) => proseLinkKind(href) === 'page')
      .map((href) => href.split(/[?#]/)[0]!)
      .filter((path) => !sitePaths.has(path))
      .map((path) => `${file}: body[${i}]: no page "${path}"`),
  )
}

function newestFirst<T extends { slug: string; data: { published: string } }>(entries: readonly T[]) {
  return entries.toSorted((a, b) => b.data.published.localeCompare(a.data.published) || a.slug.localeCompare(b.slug))
}
