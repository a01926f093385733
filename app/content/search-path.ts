import { notFoundMessages } from '../messages/edition/not-found'

/** The search page: the human site map without script, the search dialog's fallback (site-map.ts). */
export const SEARCH_PATH = '/search'

/** The search page's title: its h1, browser tab and social card. */
export const SITE_MAP_TITLE = notFoundMessages.mostVisited.siteMap.label
