import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

import { contentPlugin } from './scripts/content/content-plugin.ts'
import { iconSpritePlugin } from './scripts/build-steps/icon-sprite.ts'

export default defineConfig({
  plugins: [contentPlugin(), iconSpritePlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts', 'server/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // Vitest's default in a single run is one worker fewer than the cores: on a 2-core machine, one.
    // The runner itself is idle while the workers test, so give every core a worker.
    maxWorkers: availableParallelism(),
    // The content tests each generate a copy of the whole site's content: 1.3 s on an idle 2-core
    // host, 6 s on a busy one. Vitest's 5 s default failed them there; a timeout is for a test that
    // hangs, not one that waits its turn for a core.
    testTimeout: 30_000,
  },
})
