// The pages of a production build and which of them a benchmark measures: every page, the paths
// given on the command line, or the CI sample (--sample). Shared by npm run size, perf, load and soak.

import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { NOT_FOUND_FILE, listFiles, pagePathOf } from '../../server/build-files.mjs'
import { isAdminPath } from '../../server/headers.mjs'

export const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CLIENT_DIR = join(PROJECT_DIR, 'build', 'client')

/** A path no route matches: the server answers it with the not-found page and status 404. */
export const UNKNOWN_PATH = '/this-page-does-not-exist'

/** Prerendered page paths (sorted, without the not-found document) -> file, from the build. */
export function builtPages(root = CLIENT_DIR) {
  const pages = new Map()
  for (const file of listFiles(root)) {
    const path = pagePathOf(file)
    // The content editor (/admin) is no visitor page: its code never reaches one, and has no budget.
    if (path !== null && file !== NOT_FOUND_FILE && !isAdminPath(path)) pages.set(path, file)
  }
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The first success story on the list (the newest: app/generated/content/stories.json), else alphabetically. */
function firstStoryPath(pagePaths) {
  const stories = pagePaths.filter((path) => path.startsWith('/success-stories/'))
  try {
    const [first] = JSON.parse(readFileSync(join(PROJECT_DIR, 'app', 'generated', 'content', 'stories.json'), 'utf8'))
    if (first?.slug && stories.includes(`/success-stories/${first.slug}`)) return `/success-stories/${first.slug}`
  } catch {
    // fall through to the built pages
  }
  return stories[0]
}

/**
 * The CI routes: home, a service, a story, about, contact, and the Dutch edition's home and the same
 * service when the build has them, then not-found.
 */
export function sampleRoutes(pagePaths) {
  const wanted = ['/', '/business-intelligence', firstStoryPath(pagePaths), '/about', '/contactus']
  const missing = wanted.filter((path) => !path || !pagePaths.includes(path))
  if (missing.length > 0) throw new Error(`sample routes missing from the build: ${missing.join(', ') || 'a success story'}`)
  const dutch = ['/nl', '/nl/business-intelligence'].filter((path) => pagePaths.includes(path))
  return [...wanted, ...dutch, UNKNOWN_PATH]
}

/** Routes from the command line (paths, or --sample), default every page plus an unknown path. */
export function resolveRoutes(args, pagePaths) {
  const paths = args.filter((arg) => !arg.startsWith('--'))
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && arg !== '--sample')
  if (unknownFlags.length > 0) throw new Error(`unknown option ${unknownFlags.join(' ')} (use route paths or --sample)`)
  const bad = paths.filter((path) => !path.startsWith('/'))
  if (bad.length > 0) throw new Error(`routes must start with '/': ${bad.join(' ')}`)
  const routes = args.includes('--sample') ? sampleRoutes(pagePaths) : []
  for (const path of paths) if (!routes.includes(path)) routes.push(path)
  return routes.length > 0 ? routes : [...pagePaths, UNKNOWN_PATH]
}

/** Builds when build/client has no index.html yet (as `npm start` does). */
export function ensureBuild(root = CLIENT_DIR) {
  if (existsSync(join(root, 'index.html'))) return
  console.log('No build found; running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_DIR, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
