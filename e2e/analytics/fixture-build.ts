// The analytics spec's small build: its copy of the project built with only a few pages prerendered
// (PRERENDER_ONLY, react-router.config.ts) and, as React Router requires of such a build, only the
// routes those pages use. The copy's app/routes.ts becomes site-routes.ts, and a new app/routes.ts
// hands its routes through routesFor (fixture-routes.ts). Nothing of this checkout changes.
import { copyFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { REPO_DIR, buildCopy, copyCode } from '../project-copy'

const FIXTURE_ROUTES_MODULE = `// Written by e2e/analytics/fixture-build.ts: the site's routes (site-routes.ts), only those the
// prerender list (PRERENDER_ONLY) uses.
import { prerenderList } from '../react-router.config'
import { routesFor } from './fixture-routes'
import siteRoutes from './site-routes'

export default prerenderList().then((paths) => routesFor(siteRoutes, paths))
`

/**
 * Puts the site's code beside the copy's content and runs `npm run build`'s two steps with only
 * `paths` prerendered (PRERENDER_ONLY's syntax: paths, or prefixes ending in `*`; the not-found
 * pages always come with them).
 */
export function buildFixture(project: string, paths: readonly string[]) {
  copyCode(project)
  const app = join(project, 'app')
  renameSync(join(app, 'routes.ts'), join(app, 'site-routes.ts'))
  copyFileSync(join(REPO_DIR, 'e2e/analytics/fixture-routes.ts'), join(app, 'fixture-routes.ts'))
  writeFileSync(join(app, 'routes.ts'), FIXTURE_ROUTES_MODULE)
  buildCopy(project, { postbuild: true, env: { PRERENDER_ONLY: paths.join(',') } })
}
