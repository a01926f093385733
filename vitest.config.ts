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
  },
})
