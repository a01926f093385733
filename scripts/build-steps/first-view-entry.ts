// Builds the first view's script (app/shell/main.ts) as an entry of its own in the browser's bundle:
// `assets/first-view-<hash>.js`. React Router's own entry is the client entry, which hydrates; this
// one runs without React, and postbuild makes every page load it (defer-hydration.mjs), finding it
// by that name. Modules it shares with the React code become chunks both import, so one module
// instance serves both (the counters, the chunk-recovery state, the hydration signal).
import { fileURLToPath } from 'node:url'

import type { Plugin } from 'vite'

export const FIRST_VIEW_CHUNK_NAME = 'first-view'

export function firstViewEntryPlugin(entry: URL): Plugin {
  return {
    name: 'stratora:first-view-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      this.emitFile({ type: 'chunk', id: fileURLToPath(entry), name: FIRST_VIEW_CHUNK_NAME, preserveSignature: 'strict' })
    },
  }
}
