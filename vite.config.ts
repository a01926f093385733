import { fileURLToPath } from 'node:url'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // Inlined data: URIs would need a looser CSP (img-src/font-src data:); ship files instead.
  build: { assetsInlineLimit: 0 },
})
