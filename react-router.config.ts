import type { Config } from '@react-router/dev/config'

import { editionOf, localeFromEnvironment } from './app/content/editions.mjs'
import { prerenderOnly, prerenderOnlyEntries } from './scripts/build-steps/prerender-only'

// The edition this build makes (SITE_LOCALE; app/content/editions.mjs). The default edition builds
// into build/ at the site's root; another one under its prefix into build-editions/<locale>/, which
// scripts/build-steps/build-editions.mjs merges into build/client.
const edition = editionOf(localeFromEnvironment())

export default {
  ssr: false,
  basename: edition.prefix || '/',
  ...(edition.prefix ? { buildDirectory: `build-editions/${edition.locale}` } : {}),
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

/** The paths the build prerenders: every path of the site, or those PRERENDER_ONLY names (scripts/build-steps/prerender-only.ts). */
export async function prerenderList(): Promise<string[]> {
  const { NOT_FOUND_DOCUMENT_PATH, NOT_FOUND_PATH, prerenderPaths } = await import('./app/content/route-paths')
  return prerenderOnly(prerenderOnlyEntries(), prerenderPaths, [NOT_FOUND_PATH, NOT_FOUND_DOCUMENT_PATH])
}
