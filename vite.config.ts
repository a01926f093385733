import { fileURLToPath } from 'node:url'

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// With their extensions: Vite holds the config's own imports to the rules of Node's loader.
import { bareDynamicImportsPlugin } from './scripts/build-steps/bare-dynamic-imports.ts'
import { contentPlugin } from './scripts/content/content-plugin.ts'
import { firstViewEntryPlugin } from './scripts/build-steps/first-view-entry.ts'
import { iconSpritePlugin } from './scripts/build-steps/icon-sprite.ts'

export default defineConfig({
  plugins: [
    contentPlugin(),
    iconSpritePlugin(),
    tailwindcss(),
    reactRouter(),
    // The first view's script, which runs without React (app/shell/main.ts).
    firstViewEntryPlugin(new URL('./app/shell/main.ts', import.meta.url)),
    // The booking dialog, loaded when a visitor first opens it (app/shell/booking/install-booking.ts).
    // The search dialog and the not-found page's suggestions likewise (app/shell/search/install-search.ts).
    bareDynamicImportsPlugin([
      'app/shell/booking/booking-dialog.ts',
      'app/shell/search/search-dialog.ts',
      'app/shell/search/not-found-suggestions.ts',
    ]),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    // Inlined data: URIs would need a looser CSP (img-src/font-src data:); ship files instead.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The site's own modules only declare data, components and functions. Saying so lets the
      // bundler drop what only the prerender uses (StaticHtml children and the content they read)
      // from the client code; a module whose import should run for its effect must not live there.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]app[\\/](components|content|lib)[\\/][^?]*\.tsx?$/.test(id) ? false : undefined),
      },
      output: {
        // Left alone, the bundler makes a chunk per set of importers: 20+ files of a few hundred
        // bytes on a first view, each a request and each compressed on its own. Instead: React, React
        // Router, the app code two or more pages share, and each route's own code in its route chunk
        // (npm run size reports the result). React and React Router are apart so the page's loader
        // can evaluate them in two tasks rather than one long one (scripts/build-steps/defer-hydration.mjs).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'shared', test: /[\\/]app[\\/](components|content|lib|generated)[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
})
