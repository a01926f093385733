// PRERENDER_ONLY, for tests only: a small build of a few pages instead of the whole site, e.g.
// `PRERENDER_ONLY="/,/about,/logos/*" npm run build` (e2e/analytics.spec.ts builds its copy of the
// site with a provider set this way). Never set it for a build that is deployed: every page left out
// is a 404 there. Unset or empty: every path and every route, as always.
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { type RouteObject, matchRoutes } from 'react-router'

/** The entries of PRERENDER_ONLY, or null when it is unset or empty. */
export function prerenderOnlyEntries(only = process.env.PRERENDER_ONLY): string[] | null {
  const entries = (only ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length ? entries : null
}

/**
 * The paths to prerender: those of `all` the entries name (an entry ending in `*` stands for every
 * path starting with what comes before it), plus `always` (the not-found page and the catch-all's
 * document, which postbuild copies to 404.html). A path the site does not have stops the build, so a
 * typo cannot quietly shrink a test's fixture.
 */
export function prerenderOnly(entries: string[] | null, all: readonly string[], always: readonly string[]): string[] {
  if (!entries) return [...all]
  const matches = (entry: string, path: string) => (entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry)
  const unknown = entries.filter((entry) => !all.some((path) => matches(entry, path)))
  if (unknown.length) throw new Error(`PRERENDER_ONLY names paths the site does not have: ${unknown.join(', ')}`)
  return all.filter((path) => always.includes(path) || entries.some((entry) => matches(entry, path)))
}

/**
 * The route entries some path of `paths` matches, with the layouts around them. With `ssr: false`
 * React Router refuses to build when a route with a loader has no prerendered path, and every
 * service and info page is a route of its own, so a small build keeps only the routes it prerenders.
 * Matching is React Router's own, as its check uses; a path no page has matches the catch-all.
 */
export function routesFor(routes: RouteConfigEntry[], paths: readonly string[]): RouteConfigEntry[] {
  const used = new Set<unknown>()
  for (const path of paths) for (const match of matchRoutes(routes as RouteObject[], path) ?? []) used.add(match.route)
  const keep = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
    entries.filter((entry) => used.has(entry)).map((entry) => (entry.children ? { ...entry, children: keep(entry.children) } : entry))
  return keep(routes)
}
