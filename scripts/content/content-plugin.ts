// Vite (and Vitest) plugin: generates the site's data from the content files before anything
// imports it, and again in `npm run dev` whenever a content file changes; the page then reloads
// with the change. A content problem stops the build, printed before anything else as one line
// per problem (content-error.ts), and in dev shows in the browser's error overlay, naming the file
// and the field, until the file is fixed.
//
// The generator (generate-content.ts, with the schemas and checks it imports) is loaded through
// Vite's module runner when the plugin starts, as app code is, rather than imported here: Vite
// bundles this file into the config it loads, and whatever the config imports is held to the rules
// of config code (Node's own loader, which wants every import's file extension).
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { type ErrorPayload, type Plugin, runnerImport } from 'vite'

import type { AnalyticsBuild } from '../../app/lib/analytics/analytics-build'
import type * as Generator from './generate-content'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..')

export function contentPlugin(): Plugin {
  let generator: typeof Generator
  return {
    name: 'stratora:content',
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
      return { define: { __ANALYTICS__: JSON.stringify('runtime' in analytics ? analytics.runtime : null) } }
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
        if (!file.startsWith(contentDir)) return
        try {
          // The generated JSON changes, and Vite's own hot reload takes it from there.
          generator.generateContent(PROJECT_DIR)
          // A fix that puts a file back as it was changes no JSON: reload to take the overlay away.
          if (failure) server.ws.send({ type: 'full-reload' })
          failure = undefined
        } catch (error) {
          const message = (error as Error).message
          failure = { type: 'error', err: { message, stack: '', plugin: 'stratora:content', id: generator.CONTENT_DIR } }
          server.config.logger.error(`${relative(PROJECT_DIR, file)} changed:\n${message}`)
          server.ws.send(failure)
        }
      }
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, regenerate)
    },
  }
}
