import { notFoundMessages } from '../messages/edition/not-found'
import { CAREERS_PATH } from './careers-paths'
import { SEARCH_PATH } from './search-path'
import { successStoriesPage } from './success-stories-page'
import type { Path } from './types'

// What the not-found page offers under the specification's texts: the kinds of page visitors open
// most, each a plain link, so it helps without script too.
const { mostVisited: pages } = notFoundMessages

export const mostVisited: readonly { label: string; path: Path; note: string }[] = [
  { ...pages.services, path: '/#services' },
  { label: successStoriesPage.title, path: successStoriesPage.path as Path, note: pages.stories.note },
  { ...pages.realm, path: '/realm' },
  { ...pages.careers, path: CAREERS_PATH },
  { ...pages.contact, path: '/contactus' },
  { ...pages.siteMap, path: SEARCH_PATH },
]
