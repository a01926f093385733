// The analytics spec's small build: its copy of the project built with only a few pages prerendered
// (PRERENDER_ONLY, scripts/build-steps/prerender-only.ts). Nothing of this checkout changes.
import { buildCopy, copyCode } from '../project-copy'

/**
 * Puts the site's code beside the copy's content and runs `npm run build`'s two steps with only
 * `paths` prerendered (PRERENDER_ONLY's syntax: paths, or prefixes ending in `*`; the not-found
 * pages always come with them).
 */
export function buildFixture(project: string, paths: readonly string[]) {
  copyCode(project)
  buildCopy(project, { postbuild: true, env: { PRERENDER_ONLY: paths.join(',') } })
}
