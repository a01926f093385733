// A copy of this project in a temporary folder, to build with changed content (a test must never
// touch the real content files or the build the other specs serve). The copy shares this checkout's
// packages through a symlink.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_DIR = fileURLToPath(new URL('..', import.meta.url))

const CODE = ['app', 'scripts', 'server', 'public', 'react-router.config.ts', 'vite.config.ts', 'tsconfig.json', 'package.json']

/** A new temporary folder holding a copy of the content. */
export function copyContent(prefix: string) {
  const project = mkdtempSync(join(tmpdir(), prefix))
  cpSync(join(REPO_DIR, 'content'), join(project, 'content'), { recursive: true })
  return project
}

/**
 * `react-router build` of the copy, the site's code beside its content, then the post-build step
 * that writes the host rules and nginx files (`npm run build` without npm).
 */
export function buildCopy(project: string, { postbuild = false } = {}) {
  for (const entry of CODE) {
    cpSync(join(REPO_DIR, entry), join(project, entry), { recursive: true, filter: (source) => !source.includes('/app/generated') })
  }
  if (!existsSync(join(project, 'node_modules'))) symlinkSync(join(REPO_DIR, 'node_modules'), join(project, 'node_modules'))
  execFileSync(process.execPath, [join(REPO_DIR, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: project, stdio: 'pipe' })
  if (postbuild) execFileSync(process.execPath, [join(project, 'scripts/build-steps/postbuild.mjs')], { cwd: project, stdio: 'pipe' })
}
