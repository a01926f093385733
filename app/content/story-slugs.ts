import storyRecords from '../generated/content/stories.json' with { type: 'json' }

// The success stories' slugs, newest first: the names of the files in content/en/stories/. The router
// config builds the prerender list from them; it runs without Vite's plugins, after the content
// has been generated, so it reads the generated file too.
export const storySlugs: readonly StorySlug[] = storyRecords.map((story) => story.slug)

/** A story's file name without `.md`; which ones exist is checked when content is generated. */
export type StorySlug = string

export { storyPath } from './story-path'

/** A story's title in the browser tab and search results: `seoTitle` where `title` is too long. */
export function storyPageTitle(story: { title: string; seoTitle?: string }): string {
  return story.seoTitle ?? story.title
}
