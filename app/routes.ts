import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

import { prerenderList } from '../react-router.config'
import { prerenderOnlyEntries, routesFor } from '../scripts/build-steps/prerender-only'
import { CAREERS_FILTERS, CAREERS_PATH } from './content/careers-paths'
import { publishes } from './content/edition-pages'
import { IS_DEFAULT_EDITION, SITE_LOCALE } from './content/locale'
import { infoPageRoutePaths, jobRouteTable, serviceRouteTable } from './content/route-table'

// An edition other than the default has no route for a page it leaves untranslated, and none for the
// files every edition shares (the default edition writes them at the site's root).
const published = (path: string) => publishes(SITE_LOCALE, path)

// With every page prerendered, React Router refuses a route with a loader that no path uses: the
// careers views and role pages are routes only while some office, practice or role has one.
const hasView = (filter: string) => jobRouteTable.views.some((path) => path.startsWith(`${CAREERS_PATH}/${filter}/`))
const hasRoles = jobRouteTable.open.length + jobRouteTable.closed.length > 0

const siteRoutes = [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    // One module renders all 15 service pages; the registry decides which paths exist.
    ...serviceRouteTable
      .filter((service) => published(service.path))
      .map((service) => route(service.path, 'routes/service.tsx', { id: `service/${service.slug}` })),
    ...infoPageRoutePaths.filter(published).map((path) => route(path, 'routes/info-page.tsx', { id: `page${path}` })),
    route('success-stories', 'routes/success-stories/index.tsx'),
    route('success-stories/:slug', 'routes/success-stories/story.tsx'),
    route('careers', 'routes/careers/index.tsx'),
    // One module renders both kinds of filtered view; the open roles decide which exist.
    ...(hasView(CAREERS_FILTERS.office)
      ? [route(`careers/${CAREERS_FILTERS.office}/:city`, 'routes/careers/filtered.tsx', { id: 'careers-office' })]
      : []),
    ...(hasView(CAREERS_FILTERS.practice)
      ? [route(`careers/${CAREERS_FILTERS.practice}/:practice`, 'routes/careers/filtered.tsx', { id: 'careers-practice' })]
      : []),
    // Open roles and closed ones whose files are kept (their page says so; servers answer 410).
    ...(hasRoles ? [route('careers/:slug', 'routes/careers/role.tsx')] : []),
    route('search', 'routes/search.tsx'),
    route('pagenotfound', 'routes/not-found.tsx', { id: 'pagenotfound' }),
    route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
  ]),
  // Brochure PDFs, generated from content when the site is prerendered.
  route('brochures/:file', 'routes/brochure-file.ts'),
  // Search and social files, generated from the route list and the content at prerender.
  route('social/:file', 'routes/social-image.ts'),
  // Technology logos (simple-icons marks in brand color), one small SVG file each.
  ...(IS_DEFAULT_EDITION ? [route('logos/:file', 'routes/technology-logo.ts')] : []),
  // The open roles for job boards and the company's tools: an Atom feed and a JSON list.
  route('careers/feed.xml', 'routes/careers-feed.ts'),
  route('careers/jobs.json', 'routes/careers-jobs.ts'),
  ...(IS_DEFAULT_EDITION ? [route('sitemap.xml', 'routes/sitemap.ts'), route('robots.txt', 'routes/robots.ts')] : []),
] satisfies RouteConfig

// Every route, but in a test's small build (PRERENDER_ONLY) only those of the pages it prerenders.
export default (prerenderOnlyEntries() ? prerenderList().then((paths) => routesFor(siteRoutes, paths)) : siteRoutes) satisfies RouteConfig
