import type { Config } from '@react-router/dev/config'

export default {
  ssr: false,
  // Every page ships as its own HTML file with real content; the catch-all is rendered once at /404
  // and the servers send it with status 404.
  // Read when the build asks, not when this file loads: the list comes from the content files, which
  // the content plugin (scripts/content/) turns into app/generated/ only once Vite has started, and
  // `react-router build` loads this file before that.
  prerender: () => prerenderList(),
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config

/** The paths the build prerenders: every path of the site, or those PRERENDER_ONLY names. */
export async function prerenderList(only = process.env.PRERENDER_ONLY): Promise<string[]> {
  const { NOT_FOUND_DOCUMENT_PATH, NOT_FOUND_PATH, prerenderPaths } = await import('./app/content/route-paths')
  return prerenderOnly(only, prerenderPaths, [NOT_FOUND_PATH, NOT_FOUND_DOCUMENT_PATH])
}

/**
 * PRERENDER_ONLY, for tests only: a small build of a few pages instead of the whole site, e.g.
 * `PRERENDER_ONLY="/,/about,/logos/*" react-router build`. A comma-separated list of paths from the
 * full prerender list (app/content/route-paths.ts); an entry ending in `*` stands for every path that
 * starts with what comes before it. The not-found page (/pagenotfound) and the catch-all's document
 * (/404, which scripts/build-steps/postbuild.mjs copies to 404.html and the servers send for unknown
 * URLs) are always in. Unset or empty: every path. A path the site does not have stops the build, so a
 * typo cannot quietly shrink a test's fixture. Never set it for a build that is deployed: every
 * page left out is a 404 there.
 * With `ssr: false`, React Router refuses to build when a route with a loader has no prerendered
 * path, and every service and info page is a route of its own; so a build with PRERENDER_ONLY also
 * needs its routes cut down to the same paths. e2e/analytics/fixture-build.ts does that in the copy
 * of the project it builds (its app/routes.ts keeps only the routes prerenderList() uses).
 */
function prerenderOnly(only: string | undefined, all: readonly string[], always: readonly string[]): string[] {
  const entries = (only ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return [...all]
  const matches = (entry: string, path: string) => (entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry)
  const unknown = entries.filter((entry) => !all.some((path) => matches(entry, path)))
  if (unknown.length) throw new Error(`PRERENDER_ONLY names paths the site does not have: ${unknown.join(', ')}`)
  return all.filter((path) => always.includes(path) || entries.some((entry) => matches(entry, path)))
}
