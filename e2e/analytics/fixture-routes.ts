// Copied into the analytics spec's copy of the project as app/fixture-routes.ts (fixture-build.ts):
// the site's route config cut down to the routes a list of paths uses, so a build that prerenders
// only those paths (PRERENDER_ONLY, react-router.config.ts) passes React Router's check that every
// route with a loader is prerendered.
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { type RouteObject, matchRoutes } from 'react-router'

/** The entries of `routes` that some path of `paths` matches, with the layouts around them. */
export function routesFor(routes: RouteConfigEntry[], paths: readonly string[]): RouteConfigEntry[] {
  const used = new Set<unknown>()
  // React Router's own matching, as its prerender check uses; a path no page has matches the catch-all.
  for (const path of paths) for (const match of matchRoutes(routes as RouteObject[], path) ?? []) used.add(match.route)
  const keep = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
    entries.filter((entry) => used.has(entry)).map((entry) => (entry.children ? { ...entry, children: keep(entry.children) } : entry))
  return keep(routes)
}
