// React Router reads react-router.config.ts (the prerender list) and app/routes.ts before Vite
// starts its plugins, and both import the generated content (app/generated/content/). Imported
// first by react-router.config.ts, this generates it, so a fresh checkout builds (`npm start`,
// `npm run build`) without `npm run typecheck` or `npm run dev` having run before. A content problem
// stops the build here with the same messages as the plugin's.
import { fileURLToPath } from 'node:url'

import { generateContent } from './generate-content'

generateContent(fileURLToPath(new URL('../..', import.meta.url)))
