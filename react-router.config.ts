import type { Config } from '@react-router/dev/config'

// First: writes the generated content that route-paths.ts (and app/routes.ts) import.
import './scripts/content/generate-before-config'

import { prerenderPaths } from './app/content/route-paths'

export default {
  ssr: false,
  // Every page ships as its own HTML file with real content; the catch-all is
  // rendered once at /404 and the servers send it with status 404.
  prerender: [...prerenderPaths],
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config
