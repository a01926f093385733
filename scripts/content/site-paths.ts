// The paths a link in content may lead to: the home page, the success stories and their pages, the
// careers page, the services and the other pages. Pages and stories both link to them (a page's links and choices, a
// story's prose), so the set is made in one place.
import { CAREERS_PATH } from '../../app/content/careers-paths'
import { storyPath } from '../../app/content/story-path'
import type { CheckContext } from './collection'
import type { ContentEntry } from './read-content'

/** The paths a link may lead to, as far as the checks can tell. */
export type SitePaths = { has: (path: string) => boolean }

/** The `path` field of each entry (its schema is not known here). */
export function pathsOf(entries: readonly ContentEntry<unknown>[]) {
  return entries.flatMap(({ data }) => {
    const path = (data as { path?: unknown }).path
    return typeof path === 'string' ? [path] : []
  })
}

/**
 * Every page's path. A service or page whose file failed its checks is reported there, so a link to
 * its path is not reported again; when such a file's path cannot be read, no link is judged.
 * `pages` are the pages collection's entries (its own check passes them; others read them).
 */
export function sitePathsOf(
  { entriesOf, failedOf, slugsOf }: CheckContext,
  pages: readonly ContentEntry<unknown>[] = entriesOf('pages'),
): SitePaths {
  const failedPaths = [...failedOf('services'), ...failedOf('pages')].map(({ raw }) => (raw as { path?: unknown } | undefined)?.path)
  if (!failedPaths.every((path) => typeof path === 'string')) return { has: () => true }
  const stories = [...slugsOf('stories'), ...failedOf('stories').map(({ slug }) => slug)]
  return new Set(['/', '/success-stories', CAREERS_PATH, ...pathsOf(entriesOf('services')), ...pathsOf(pages), ...failedPaths, ...stories.map(storyPath)])
}
