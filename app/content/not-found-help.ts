import { CAREERS_PATH } from './careers-paths'
import { SEARCH_PATH } from './search-path'
import { successStoriesPage } from './success-stories-page'
import type { Path } from './types'

// What the not-found page offers under the specification's texts: the kinds of page visitors open
// most, each a plain link, so it helps without script too.
export const mostVisited: readonly { label: string; path: Path; note: string }[] = [
  { label: 'Our services', path: '/#services', note: 'All 15, from cloud and DevSecOps to machine learning' },
  { label: successStoriesPage.title, path: successStoriesPage.path as Path, note: 'Client results, by industry and region' },
  { label: 'Realm', path: '/realm', note: 'Our AI platform' },
  { label: 'Careers', path: CAREERS_PATH, note: 'Open roles and how we hire' },
  { label: 'Contact us', path: '/contactus', note: 'Offices, email and phone' },
  { label: 'Site map', path: SEARCH_PATH, note: 'Every page of the site' },
]
