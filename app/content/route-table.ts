// What the route table (app/routes.ts) and the prerender list (route-paths.ts) need from the
// content: each service's slug and path, each info page's path, the stories' and brochures' slugs,
// the roles' slugs and the careers views, from generated files of their own. They change only when a path or a slug does, so saving copy
// in the editor does not make the preview (react-router dev) reload its config and routes, which
// took it past two seconds.
import brochureRoutes from '../generated/content/brochure-routes.json' with { type: 'json' }
import jobRoutes from '../generated/content/job-routes.json' with { type: 'json' }
import pageRoutes from '../generated/content/page-routes.json' with { type: 'json' }
import serviceRoutes from '../generated/content/service-routes.json' with { type: 'json' }
import storyRoutes from '../generated/content/story-routes.json' with { type: 'json' }
import type { JobRoutes } from '../../scripts/content/collections/jobs'
import type { Path } from './types'

export const serviceRouteTable = serviceRoutes as readonly { slug: string; path: Path }[]

/** The info pages' paths, in their files' order. */
export const infoPageRoutePaths = pageRoutes as readonly Path[]

/** The stories' slugs, newest first. */
export const storyRouteSlugs = storyRoutes as readonly string[]

/** The brochures' slugs, in their order. */
export const brochureRouteSlugs = brochureRoutes as readonly string[]

/**
 * The roles' slugs, open (newest first) and closed, and the paths of the careers page's filtered
 * views (scripts/content/collections/jobs.ts): which of them exist depends on the build's day.
 */
export const jobRouteTable = jobRoutes as JobRoutes
