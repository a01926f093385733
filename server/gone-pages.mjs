// The pages that are gone for good: a role whose last day to apply has passed
// (scripts/content/collections/jobs.ts). Their page stays in the build, saying the role has closed
// and listing the open ones, but a search engine should drop the URL, so the servers answer it with
// 410 Gone. One list, from one place: the content generator writes it
// (app/generated/content/gone-pages.json), scripts/build-steps/postbuild.mjs copies it into the
// build as gone-pages.json, beside csp-hashes.json, and from there the Node server (server/app.mjs)
// and the nginx files (scripts/build-steps/nginx-config.mjs) read it. Static hosts cannot send 410
// for a page: they send it with 200, and its robots meta tag keeps it out of search results.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const GONE_PAGES_FILE = 'gone-pages.json'
export const GONE_STATUS = 410
const GENERATED_GONE_PAGES = join('app', 'generated', 'content', GONE_PAGES_FILE)

/** The gone pages the content of the project at `projectDir` lists; none before it is generated. */
export function generatedGonePages(projectDir) {
  const file = join(projectDir, GENERATED_GONE_PAGES)
  return existsSync(file) ? readGonePages(file) : []
}

/** The gone pages stored with a build; none when the file is missing (a build from before roles). */
export function storedGonePages(file) {
  return existsSync(file) ? readGonePages(file) : []
}

function readGonePages(file) {
  const paths = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && path.startsWith('/'))) {
    throw new Error(`${file}: expected a list of page paths`)
  }
  return paths
}
