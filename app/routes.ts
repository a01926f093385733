import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

import { prerenderList } from '../react-router.config'
import { prerenderOnlyEntries, routesFor } from '../scripts/build-steps/prerender-only'
import { infoPageRoutePaths, serviceRouteTable } from './content/route-table'

const siteRoutes = [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    // One module renders all 15 service pages; the registry decides which paths exist.
    ...serviceRouteTable.map((service) => route(service.path, 'routes/service.tsx', { id: `service/${service.slug}` })),
    ...infoPageRoutePaths.map((path) => route(path, 'routes/info-page.tsx', { id: `page${path}` })),
    route('success-stories', 'routes/success-stories/index.tsx'),
    route('success-stories/:slug', 'routes/success-stories/story.tsx'),
    route('pagenotfound', 'routes/not-found.tsx', { id: 'pagenotfound' }),
    route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
  ]),
  // Brochure PDFs, generated from content when the site is prerendered.
  route('brochures/:file', 'routes/brochure-file.ts'),
  // Search and social files, generated from the route list and the content at prerender.
  route('social/:file', 'routes/social-image.ts'),
  // Technology logos (simple-icons marks in brand colour), one small SVG file each.
  route('logos/:file', 'routes/technology-logo.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig

// Every route, but in a test's small build (PRERENDER_ONLY) only those of the pages it prerenders.
export default (prerenderOnlyEntries() ? prerenderList().then((paths) => routesFor(siteRoutes, paths)) : siteRoutes) satisfies RouteConfig
