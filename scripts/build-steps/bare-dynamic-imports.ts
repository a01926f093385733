// Vite wraps every import() in client code in its preload helper (__vitePreload): it fetches the
// imported chunk's own imports alongside it and reports a failure as `vite:preloadError`. For the
// modules named here that buys nothing, as every chunk they import is the first view's own and
// already loaded, while the helper itself would add 0.6 KB gzip to the first view (npm run size),
// which has none to spare. So their import() is left as written, the minifier drops the then
// unused helper, and their importers handle a failed import themselves.
import { posix } from 'node:path'

import type { Plugin } from 'vite'

/** `modules`: project-relative paths of the modules whose dynamic imports stay bare. */
export function bareDynamicImportsPlugin(modules: readonly string[]): Plugin {
  const isListed = (id: string | null) => id !== null && modules.some((module) => id.endsWith(`/${module}`))
  return {
    name: 'stratora:bare-dynamic-imports',
    apply: 'build',
    // Only the browser's code is wrapped; the prerender's server bundle imports plainly.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(code, chunk, _options, { chunks }) {
      let rendered = code
      for (const fileName of chunk.dynamicImports) {
        if (!isListed(chunks[fileName]?.facadeModuleId ?? null)) continue
        const specifier = `./${posix.relative(posix.dirname(chunk.fileName), fileName)}`
        const wrapped = `__vitePreload(() => import(${JSON.stringify(specifier)}), __VITE_PRELOAD__)`
        // Fail loudly if Vite renders its wrapper differently: silently, the helper would stay.
        if (!rendered.includes(wrapped))
          this.error(`bare-dynamic-imports: no "${wrapped}" in ${chunk.fileName}; Vite's preload wrapper changed`)
        rendered = rendered.replace(wrapped, `import(${JSON.stringify(specifier)})`)
      }
      return rendered === code ? null : { code: rendered, map: null }
    },
  }
}
