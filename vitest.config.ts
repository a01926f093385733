import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

import { contentPlugin } from './scripts/content/content-plugin'
import { iconSpritePlugin } from './scripts/build-steps/icon-sprite'

export default defineConfig({
  plugins: [contentPlugin(), iconSpritePlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts', 'server/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
})
