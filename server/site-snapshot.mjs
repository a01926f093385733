// The built site held in memory: every file of build/client read once, with its precompressed
// variants, strong ETags and the complete response headers of each variant worked out in advance.
//
// Why memory and not the disk per request: the whole build is a few MB, and serving from a snapshot
// means no file descriptor per response (none to leak when a client hangs up early), no read error
// mid-response, and no file that changes or disappears between the headers and the body: a deploy
// that rewrites build/client cannot make the server send a stale Content-Length or crash on a
// deleted file. A new build is picked up by loading a new snapshot (server/site-server.mjs, SIGHUP).

import { EDITIONS, localeOfPath } from '../app/content/editions.mjs'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { inlineScriptHashes } from '../scripts/build-steps/csp-hashes.mjs'
import { NOT_FOUND_FILE, listFiles, pagePathOf } from './build-files.mjs'
import { contentTypeOf } from './content-type.mjs'
import { storedCspSources } from './csp-sources.mjs'
import { GONE_STATUS, storedGonePages } from './gone-pages.mjs'
import { headersFor } from './headers.mjs'
import { createPageResolver } from './redirects.mjs'

/** Precompressed siblings the build writes, by file suffix, in the server's order of preference. */
export const PRECOMPRESSED = [
  { suffix: '.br', encoding: 'br' },
  { suffix: '.gz', encoding: 'gzip' },
]
/** Files the build writes for static hosts (Netlify, Cloudflare Pages); no host publishes them. */
export const HOST_RULE_FILES = new Set(['_headers', '_redirects'])

/**
 * @typedef {{ body: Buffer, etag: string, ok: string[], notModified: string[] }} Variant
 *   ok and notModified: the headers of a 200 and of a 304, as a flat [name, value, ...] list.
 * @typedef {{ status: number, lastModified: string, lastModifiedTime: number,
 *   variants: Map<string, Variant>, encodings: string[] }} Resource
 *   encodings: the variants' keys, 'identity' last.
 * @typedef {{ pages: Map<string, Resource>, files: Map<string, Resource>, notFound: Resource | null,
 *   notFoundPath: string | null, gone: Map<string, Resource | null>, resolvePath: ReturnType<typeof createPageResolver>,
 *   fileCount: number, bytes: number }} SiteSnapshot
 *   gone: each gone page's path (server/gone-pages.mjs) and its page as a 410 answer, or null when
 *   the build left the page out (a small test build).
 */

/**
 * Reads the build under `root` into memory. Throws when the build is unusable (no home page), so a
 * reload can keep serving the snapshot it has.
 * cspSourcesFile: the policy's extra hosts (server/csp-sources.mjs); none when it is missing.
 * gonePagesFile: the pages answered with 410 Gone (server/gone-pages.mjs); none when it is missing.
 * @param {{ root: string, cspHashesFile: string, cspSourcesFile: string, gonePagesFile?: string, notFoundFile?: string, log?: (...args: unknown[]) => void }} options
 * @returns {SiteSnapshot}
 */
export function loadSiteSnapshot({
  root,
  cspHashesFile,
  cspSourcesFile,
  gonePagesFile,
  notFoundFile = NOT_FOUND_FILE,
  log = console.error,
}) {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no index.html; run \`npm run build\``)
  const names = listFiles(root)
  const present = new Set(names)
  const storedHashes = readStoredHashes(cspHashesFile, log)
  const cspSources = storedCspSources(cspSourcesFile)

  const pages = new Map()
  const files = new Map()
  let bytes = 0
  for (const name of names) {
    if (HOST_RULE_FILES.has(name) || isPrecompressedCopy(name, present)) continue
    const pagePath = pagePathOf(name)
    const urlPath = pagePath ?? `/${name}`
    // Every HTML file gets a CSP; files postbuild did not hash are hashed here, so a page never
    // arrives with a policy that blocks its own scripts.
    const html = name.endsWith('.html')
    const scriptHashes = html ? (storedHashes[name] ?? inlineScriptHashes(readFileSync(join(root, name), 'utf8'))) : undefined
    const resource = readResource(root, name, present, {
      ...headersFor(urlPath, { scriptHashes, cspSources }),
      'Content-Type': contentTypeOf(name),
    })
    for (const variant of resource.variants.values()) bytes += variant.body.length
    if (pagePath) pages.set(pagePath, resource)
    else files.set(urlPath, resource)
  }

  const notFoundPath = pagePathOf(notFoundFile)
  const notFoundPage = notFoundPath ? pages.get(notFoundPath) : undefined
  const notFound = notFoundPage ? asError(notFoundPage, 404) : null
  // Each other edition's own not-found page (/nl/404), in its language; the default one where it has none.
  const editionNotFound = new Map(
    EDITIONS.filter(({ prefix }) => prefix && notFoundPath && pages.has(`${prefix}${notFoundPath}`)).map(({ prefix }) => [
      prefix,
      { path: `${prefix}${notFoundPath}`, resource: asError(pages.get(`${prefix}${notFoundPath}`), 404) },
    ]),
  )
  /** The not-found page for a path: its edition's. */
  const notFoundFor = (path) => {
    const { locale } = localeOfPath(path)
    const edition = EDITIONS.find((candidate) => candidate.locale === locale)
    return editionNotFound.get(edition?.prefix)?.resource ?? notFound
  }
  /** Whether a path is a not-found page itself (/404, /nl/404): never answered with 200. */
  const isNotFoundPath = (path) => path === notFoundPath || [...editionNotFound.values()].some((entry) => entry.path === path)
  const gone = new Map(
    (gonePagesFile ? storedGonePages(gonePagesFile) : []).map((path) => [
      path,
      pages.has(path) ? asError(pages.get(path), GONE_STATUS) : null,
    ]),
  )
  return {
    pages,
    files,
    notFound,
    notFoundFor,
    isNotFoundPath,
    notFoundPath,
    gone,
    resolvePath: createPageResolver(pages.keys()),
    fileCount: names.length,
    bytes,
  }
}

function readStoredHashes(cspHashesFile, log) {
  if (existsSync(cspHashesFile)) return JSON.parse(readFileSync(cspHashesFile, 'utf8'))
  log(`${cspHashesFile} not found; hashing inline scripts at startup (run scripts/build-steps/postbuild.mjs)`)
  return {}
}

/** `about/index.html.br` is a copy of `about/index.html`: served as its variant, never at its own URL. */
function isPrecompressedCopy(name, present) {
  return PRECOMPRESSED.some(({ suffix }) => name.endsWith(suffix) && present.has(name.slice(0, -suffix.length)))
}

function readResource(root, name, present, headers) {
  const path = join(root, name)
  const modified = statSync(path).mtime
  const lastModified = modified.toUTCString()
  const variants = new Map()
  for (const { suffix, encoding } of PRECOMPRESSED) {
    if (present.has(name + suffix)) variants.set(encoding, makeVariant(readFileSync(path + suffix), encoding, headers, lastModified))
  }
  variants.set('identity', makeVariant(readFileSync(path), 'identity', headers, lastModified))
  // HTTP dates have whole seconds; If-Modified-Since compares against this.
  const lastModifiedTime = Math.floor(modified.getTime() / 1000) * 1000
  return { status: 200, lastModified, lastModifiedTime, variants, encodings: [...variants.keys()] }
}

function makeVariant(body, encoding, headers, lastModified) {
  // Strong validator from the bytes: the same file gives the same ETag after a restart or reload.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const validators = { ETag: etag, 'Last-Modified': lastModified, Vary: 'Accept-Encoding' }
  const encoded = encoding === 'identity' ? {} : { 'Content-Encoding': encoding }
  const ok = flat({ ...headers, ...validators, ...encoded, 'Accept-Ranges': 'bytes', 'Content-Length': String(body.length) })
  // A 304 carries what a 200 would, except the description of a body it does not have.
  const notModifiedHeaders = { ...headers }
  delete notModifiedHeaders['Content-Type']
  const notModified = flat({ ...notModifiedHeaders, ...validators })
  return { body, etag, ok, notModified }
}

/** A page as an error's answer (the not-found page with 404, a gone page with 410): no validators, no ranges. */
function asError(page, status) {
  const variants = new Map()
  for (const [encoding, variant] of page.variants) {
    const ok = []
    for (let i = 0; i < variant.ok.length; i += 2) {
      if (['ETag', 'Last-Modified', 'Accept-Ranges'].includes(variant.ok[i])) continue
      ok.push(variant.ok[i], variant.ok[i + 1])
    }
    variants.set(encoding, { ...variant, ok })
  }
  return { ...page, status, variants }
}

function flat(headers) {
  return Object.entries(headers).flat()
}
