// Every path of the site. React Router's config reads the prerender list from here, in the build
// and in the preview, so it imports only the route table's small files (route-table.ts): a save of
// copy in the editor then leaves the config as it was.
import { BROCHURE_PAPERS } from './brochure-papers'
import { brochureCoverHref, brochureHref } from './brochure-paths'
import { CAREERS_FEED_PATH, CAREERS_JSON_PATH, CAREERS_PATH, jobPath } from './careers-paths'
import { publishes } from './edition-pages'
import { IS_DEFAULT_EDITION, SITE_LOCALE } from './locale'
import { NOT_FOUND_PATH } from './not-found'
import { brochureRouteSlugs, infoPageRoutePaths, jobRouteTable, serviceRouteTable, storyRouteSlugs } from './route-table'
import { SEARCH_PATH } from './search-path'
import { socialImagePath } from './seo'
import { storyPath } from './story-path'
import { technologyLogoPath, technologyLogos } from './technology-logos'
import type { Path } from './types'

// Paths of the pages that are not services or stories, in their files' order (content/en/pages/).
// Spelling and letter case follow the spec (`/Enterprises`, `/publicloud`).
export const infoPagePaths: readonly Path[] = infoPageRoutePaths

export { NOT_FOUND_PATH }

/** The catch-all is prerendered here; servers send this file, with status 404, for unknown URLs. */
export const NOT_FOUND_DOCUMENT_PATH = '/404'

/** Every page of the default edition, in sitemap order. */
export const allPagePaths: readonly Path[] = [
  '/',
  ...serviceRouteTable.map((service) => service.path),
  ...infoPagePaths,
  '/success-stories',
  ...storyRouteSlugs.map(storyPath),
  CAREERS_PATH,
  ...jobRouteTable.views,
  ...jobRouteTable.open.map(jobPath),
  SEARCH_PATH,
]

/** Every URL a visitor can land on in this edition, in sitemap order: an untranslated page is not published. */
export const pagePaths: readonly Path[] = allPagePaths.filter((path) => publishes(SITE_LOCALE, path))

/**
 * The pages of roles that have closed: prerendered (they say so and list the open roles), but no
 * page a search engine should list: not in the sitemap, answered with 410 Gone by the servers.
 */
export const closedJobPaths: readonly Path[] = jobRouteTable.closed.map(jobPath)

/** Pages that get their own social card: every page, plus the not-found page. */
export const socialCardPaths: readonly Path[] = [...pagePaths, NOT_FOUND_PATH]

export const SITEMAP_PATH = '/sitemap.xml'
/**
 * The content editor (not a route: the build copies it in, scripts/cms/admin-files.mjs). Equal to
 * ADMIN_PATH in server/headers.mjs; scripts/cms/cms-config.test.ts checks that.
 */
export const ADMIN_PATH = '/admin'
export const ROBOTS_PATH = '/robots.txt'

export const prerenderPaths: readonly string[] = [
  ...pagePaths,
  ...closedJobPaths,
  NOT_FOUND_PATH,
  NOT_FOUND_DOCUMENT_PATH,
  CAREERS_FEED_PATH,
  CAREERS_JSON_PATH,
  ...brochureRouteSlugs.flatMap((slug) => [...BROCHURE_PAPERS.map((paper) => brochureHref(slug, paper)), brochureCoverHref(slug)]),
  ...socialCardPaths.map(socialImagePath),
  // Files every edition shares: the default edition writes them, at the site's root.
  ...(IS_DEFAULT_EDITION ? [...technologyLogos.map(technologyLogoPath), SITEMAP_PATH, ROBOTS_PATH] : []),
]
