// Finding pages in a prerendered build. React Router writes every prerendered route as
// <path>/index.html (the home page as index.html), so the built files, not the route list in app/,
// say which pages exist. Shared by the server and scripts/build-steps/postbuild.mjs.

import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** React Router's SPA shell for unknown routes. Written by the build; must never be served. */
export const SPA_FALLBACK = '__spa-fallback.html'
/** Where the catch-all route is prerendered (NOT_FOUND_DOCUMENT_PATH in app/content/route-paths.ts). */
export const NOT_FOUND_FILE = '404/index.html'
/** A copy of it where static hosts look for their not-found page; the Node server answers it with 404. */
export const STATIC_NOT_FOUND_FILE = '404.html'

/** Every file below `root` as a '/'-separated relative path. Dot-files and dot-directories are skipped. */
export function listFiles(root, dir = '') {
  const files = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...listFiles(root, rel))
    else if (entry.isFile()) files.push(rel)
  }
  return files
}

/** '/about' for 'about/index.html', '/' for 'index.html', null for anything that is not a page. */
export function pagePathOf(relFile) {
  if (relFile === 'index.html') return '/'
  if (!relFile.endsWith('/index.html') || relFile.startsWith('assets/')) return null
  return `/${relFile.slice(0, -'/index.html'.length)}`
}
