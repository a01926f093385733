// Vite (and Vitest) plugin: generates the site's data from the content files before anything
// imports it, and again in `npm run dev` whenever a content file changes; the page then reloads
// with the change. A content problem stops the build, and in dev shows in the browser's error
// overlay, naming the file and the field.
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import type { Plugin } from 'vite'

import type { AnalyticsBuild } from '../../app/lib/analytics/analytics-build'
import { CONTENT_DIR, GENERATED_DIR, generateContent } from './generate-content'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..')

export function contentPlugin(): Plugin {
  return {
    name: 'stratora:content',
    config() {
      generateContent(PROJECT_DIR)
      // The analytics settings are compiled in as a constant, so with `provider: none` the bundler
      // drops every line of analytics code (app/lib/analytics/globals.d.ts). A change needs a
      // restart of `npm run dev`.
      const analytics = JSON.parse(readFileSync(join(PROJECT_DIR, GENERATED_DIR, 'analytics.json'), 'utf8')) as AnalyticsBuild
      return { define: { __ANALYTICS__: JSON.stringify('runtime' in analytics ? analytics.runtime : null) } }
    },
    configureServer(server) {
      const contentDir = join(PROJECT_DIR, 'content')
      server.watcher.add(contentDir)
      const regenerate = (file: string) => {
        if (!file.startsWith(contentDir)) return
        try {
          // The generated JSON changes, and Vite's own hot reload takes it from there.
          generateContent(PROJECT_DIR)
        } catch (error) {
          server.config.logger.error(`${relative(PROJECT_DIR, file)} changed:\n${(error as Error).message}`)
          server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '', plugin: 'stratora:content', id: CONTENT_DIR } })
        }
      }
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, regenerate)
    },
  }
}
