// Vite (and Vitest) plugin: generates the site's data from the content files before anything
// imports it, and again in `npm run dev` whenever a content file changes; the open page then shows
// the change, in place or by reloading. A content problem stops the build, printed before anything
// else as one line per problem (content-error.ts), and in dev shows in the browser's error overlay,
// naming the file and the field, until the file is fixed.
//
// The generator (generate-content.ts, with the schemas and checks it imports) is loaded through
// Vite's module runner when the plugin starts, as app code is, rather than imported here: Vite
// bundles this file into the config it loads, and whatever the config imports is held to the rules
// of config code (Node's own loader, which wants every import's file extension).
import { readFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'

import { type ErrorPayload, type Plugin, type ViteDevServer, isRunnableDevEnvironment, runnerImport } from 'vite'

import type { AnalyticsBuild } from '../../app/lib/analytics/analytics-build'
import { CONTENT_CHANGED_EVENT } from '../../app/lib/dev/content-events.ts'
import type * as Generator from './generate-content'
import { DEFAULT_LOCALE, editionOf, localeFromEnvironment } from '../../app/content/editions.mjs'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..')

/**
 * What a build of another edition than the default reads instead of a module: its generated data
 * (app/generated/content-nl/) and its interface text (app/messages/nl/) for the default edition's.
 */
export function editionModule(id: string, locale: string): string | undefined {
  if (locale === DEFAULT_LOCALE) return undefined
  const swapped = id
    .replace(/([\\/]app[\\/]generated[\\/])content([\\/])/, `$1content-${locale}$2`)
    .replace(/([\\/]app[\\/]messages[\\/])edition([\\/])/, `$1${locale}$2`)
  return swapped === id ? undefined : swapped
}

/**
 * `locale` names the edition to make, whatever SITE_LOCALE says: a Vitest project that tests the
 * Dutch edition beside the English one (vitest.config.ts).
 */
export function contentPlugin(options: { locale?: string } = {}): Plugin {
  let generator: typeof Generator
  // The edition this build makes: the option, else SITE_LOCALE, else the default (app/content/editions.mjs).
  const locale = options.locale === undefined ? localeFromEnvironment() : editionOf(options.locale).locale
  return {
    name: 'stratora:content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === DEFAULT_LOCALE || !/generated[\\/]content[\\/]|messages[\\/]edition[\\/]/.test(source)) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const swapped = resolved && editionModule(resolved.id, locale)
      return swapped ? { ...resolved, id: swapped } : resolved
    },
    async config() {
      // configFile: false: the project's vite.config.ts would start this plugin again.
      const loaded = await runnerImport<typeof Generator>(join(PROJECT_DIR, 'scripts/content/generate-content.ts'), {
        root: PROJECT_DIR,
        configFile: false,
        logLevel: 'error',
      })
      generator = loaded.module
      generator.generateContent(PROJECT_DIR)
      // The analytics settings are compiled in as a constant, so with `provider: none` the bundler
      // drops every line of analytics code (app/lib/analytics/globals.d.ts). A change needs a
      // restart of `npm run dev`.
      const analytics = JSON.parse(readFileSync(join(PROJECT_DIR, generator.GENERATED_DIR, 'analytics.json'), 'utf8')) as AnalyticsBuild
      return {
        define: {
          __ANALYTICS__: JSON.stringify('runtime' in analytics ? analytics.runtime : null),
          'import.meta.env.SITE_LOCALE': JSON.stringify(locale),
          // Where the edition's pages live ('' or '/nl'): the first view's code adds it to the paths it fetches.
          'import.meta.env.EDITION_PREFIX': JSON.stringify(editionOf(locale).prefix),
        },
      }
    },
    configureServer(server) {
      const contentDir = join(PROJECT_DIR, 'content')
      server.watcher.add(contentDir)
      // The problems while the content has some: a page that connects meanwhile (a reload) shows them too.
      let failure: ErrorPayload | undefined
      server.ws.on('connection', () => {
        if (failure) server.ws.send(failure)
      })
      const regenerate = (file: string) => {
        try {
          const written = generator.generateContent(PROJECT_DIR)
          // The shell's data or the route table needs the page reloaded; the rest is markup the
          // server renders, which the open page swaps in place (app/lib/dev/content-refresh.ts): no
          // styles, scripts or hydration again.
          const needsReload = written.some((path) => SHELL_DATA.test(path))
          forgetStaleModules(server, written)
          // After a fix, a reload takes the error overlay away. Nothing is sent when nothing changed:
          // a reload for nothing could be under way when the real change comes, and a page that is
          // reloading misses the message that would show it.
          if (failure || (written.length && needsReload)) server.environments.client.hot.send({ type: 'full-reload' })
          else if (written.length) server.environments.client.hot.send({ type: 'custom', event: CONTENT_CHANGED_EVENT, data: {} })
          failure = undefined
        } catch (error) {
          const message = (error as Error).message
          failure = { type: 'error', err: { message, stack: '', plugin: 'stratora:content', id: generator.CONTENT_DIR } }
          server.config.logger.error(`${relative(PROJECT_DIR, file)} changed:\n${message}`)
          server.ws.send(failure)
        }
      }
      // A save can reach the watcher as several events (a file emptied, then written; an upload and
      // its entry): one regeneration and one reload once they stop, not a reload per event.
      let pending: ReturnType<typeof setTimeout> | undefined
      const onContentEvent = (file: string) => {
        if (!file.startsWith(contentDir) || isTemporary(file)) return
        clearTimeout(pending)
        pending = setTimeout(() => regenerate(file), SAVE_SETTLE_MS)
      }
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onContentEvent)
    },
    // The data files' own watcher events come after forgetStaleModules() has handled them: no hot updates,
    // from Vite or from React Router's plugins (hence first in order).
    hotUpdate: {
      order: 'pre',
      handler({ file }) {
        if (file.startsWith(join(PROJECT_DIR, generator.GENERATED_DIR)) || file.startsWith(join(PROJECT_DIR, 'content'))) return []
      },
    },
  }
}

/**
 * Makes the server read rewritten data files again: it forgets them and the modules that import
 * them, nothing else. Left to Vite, a data file has no hot-update boundary on the server, so the
 * server re-ran every module of the site, and React Router hot-updated each browser module
 * importing it before the page refetched its HTML: over 2 s from a save to the new text. The page's
 * body renders on the server only (StaticHtml), so its fresh HTML is what shows the change.
 */
function forgetStaleModules(server: ViteDevServer, files: readonly string[]) {
  const ssr = server.environments.ssr
  if (isRunnableDevEnvironment(ssr)) {
    const { evaluatedModules } = ssr.runner
    const stale = new Set<string>()
    const forget = (id: string) => {
      const node = stale.has(id) ? undefined : evaluatedModules.getModuleById(id)
      if (!node) return
      stale.add(id)
      evaluatedModules.invalidateModule(node)
      for (const importer of node.importers) forget(importer)
    }
    for (const file of files) for (const node of evaluatedModules.getModulesByFile(file) ?? []) forget(node.id)
  }
  // The transformed data, in the server's and the browser's module graphs: the watcher would drop
  // it too, but only after the reloading page may have asked for it.
  for (const environment of Object.values(server.environments)) for (const file of files) environment.moduleGraph.onFileChange(file)
}

/**
 * Data files whose change reloads the open page: what the site's shell renders in the browser (the
 * header's links, the booking dialog's address, the cookie banner, the not-found page), which a
 * production build's client code carries, and the route table (a page added, renamed or removed).
 * Everything else only changes markup rendered at prerender.
 */
const SHELL_DATA = /[\\/](brand|site|settings|navigation|not-found|office-contacts|analytics)\.json$|-routes\.json$/

/** How long the watcher stays quiet before a save counts as done (its events come within a few milliseconds). */
const SAVE_SETTLE_MS = 40

/**
 * A file a browser writes a save into before it replaces the entry's file: the editor's own
 * `.sveltia-tmp-…` files, Chrome's `<name>.crswap`. The entry's file changes a moment later.
 */
export function isTemporary(file: string) {
  const name = basename(file)
  return name.startsWith('.') || name.endsWith('.crswap')
}
