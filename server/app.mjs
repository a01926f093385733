// Request handler for the prerendered site: build/client served by sirv, with our own URL checks,
// canonical redirects, per-page CSP and a real 404 status for unknown URLs.
//
// Pages are resolved here, not by sirv's `extensions` lookup: sirv would also answer /__spa-fallback
// with __spa-fallback.html and cannot send the not-found page with status 404. sirv still does the
// file serving itself: precompressed variants, ETag/304, Range and Content-Type.

import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import sirv from 'sirv'

import { inlineScriptHashes } from '../scripts/csp-hashes.mjs'
import { NOT_FOUND_FILE, SPA_FALLBACK, STATIC_NOT_FOUND_FILE, listFiles, pagePathOf } from './build-files.mjs'
import { headersFor, securityHeaders } from './headers.mjs'
import { createPageResolver } from './redirects.mjs'

const MAX_URL_LENGTH = 2048
const ALLOWED_METHODS = 'GET, HEAD'

/**
 * @param {{ root: string, cspHashesFile?: string, notFoundFile?: string, log?: (...args: unknown[]) => void }} options
 *   root: the build/client directory. cspHashesFile: written by scripts/postbuild.mjs, defaults to
 *   <root>/../csp-hashes.json. notFoundFile: page sent for unknown URLs, relative to root.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createRequestHandler({
  root,
  cspHashesFile = join(root, '..', 'csp-hashes.json'),
  notFoundFile = NOT_FOUND_FILE,
  log = console.error,
}) {
  root = resolve(root)
  const site = scanSite(root, cspHashesFile, log)
  const notFound = loadNotFoundPage(root, notFoundFile, site.hashesOf)
  const notFoundPath = pagePathOf(notFoundFile)
  // The file list is read once here (sirv's production mode); restart after a new build.
  // extensions: [] -> sirv serves exactly the file we ask for, plus its .br/.gz sibling.
  const serveFile = sirv(root, { brotli: true, gzip: true, etag: true, dotfiles: false, extensions: [] })

  function sendNotFound(req, res) {
    resetHeaders(res)
    if (!notFound) return sendText(res, 404, 'Not Found')
    const encoding = pickEncoding(req, notFound)
    const body = notFound[encoding]
    setHeaders(res, headersFor(notFoundPath ?? '/404', { scriptHashes: notFound.scriptHashes }))
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', body.length)
    res.setHeader('Vary', 'Accept-Encoding')
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.statusCode = 404
    res.end(body) // Node drops the body for HEAD and keeps Content-Length.
  }

  function serve(req, res, filePath, headers) {
    setHeaders(res, headers)
    // Set before sirv runs: its 304 path returns before its own Vary header.
    res.setHeader('Vary', 'Accept-Encoding')
    req.url = toUrlPath(filePath)
    serveFile(req, res, () => sendNotFound(req, res))
  }

  function route(req, res) {
    setHeaders(res, securityHeaders())

    const rawUrl = req.url ?? ''
    if (rawUrl.length > MAX_URL_LENGTH) return sendText(res, 414, 'URI Too Long')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOWED_METHODS)
      return sendText(res, 405, 'Method Not Allowed')
    }

    const queryStart = rawUrl.indexOf('?')
    const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart)
    const query = queryStart === -1 ? '' : rawUrl.slice(queryStart)
    const path = decodePath(rawPath)
    if (path === null) return sendText(res, 400, 'Bad Request')

    const segments = path.split('/').slice(1)
    const name = segments.at(-1)
    const hiddenFile = segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'))
    const notFoundCopy = path === `/${STATIC_NOT_FOUND_FILE}`
    if (hiddenFile || notFoundCopy || name.startsWith(SPA_FALLBACK.replace('.html', ''))) return sendNotFound(req, res)

    // /about/ and /about/index.html -> /about; /ABOUT and /enterprises -> the page's real spelling.
    const answer = site.resolvePath(path)
    if (answer.kind === 'redirect') return redirect(res, answer.location + safeQuery(query))
    if (answer.kind === 'not-found') return sendNotFound(req, res) // a trailing slash or index.html on a non-page

    if (answer.kind === 'page') {
      if (path === notFoundPath) return sendNotFound(req, res)
      const file = site.pages.get(path)
      return serve(req, res, file, headersFor(path, { scriptHashes: site.hashesOf(file) }))
    }
    // Any other file: assets, favicon, robots.txt, prerendered .data, stray .html files.
    const file = path.slice(1)
    const scriptHashes = file.endsWith('.html') ? site.hashesOf(file) : undefined
    // sirv knows no type for prerendered loader data; React Router's own server uses this one.
    if (file.endsWith('.data')) res.setHeader('Content-Type', 'text/x-script')
    return serve(req, res, file, headersFor(path, { scriptHashes }))
  }

  return function handleRequest(req, res) {
    try {
      route(req, res)
    } catch (error) {
      log('Request failed:', req.method, req.url, error)
      if (res.headersSent) return res.destroy()
      resetHeaders(res)
      sendText(res, 500, 'Internal Server Error')
    }
  }
}

/** Pages, how request paths map to them (server/redirects.mjs) and each HTML file's script hashes. */
function scanSite(root, cspHashesFile, log) {
  const files = listFiles(root)
  const pages = new Map()
  for (const file of files) {
    const path = pagePathOf(file)
    if (path) pages.set(path, file)
  }

  let stored = {}
  if (existsSync(cspHashesFile)) stored = JSON.parse(readFileSync(cspHashesFile, 'utf8'))
  else log(`${cspHashesFile} not found; hashing inline scripts at startup (run scripts/postbuild.mjs)`)
  // Files postbuild did not see (or a missing hashes file) are hashed here, so pages never get a CSP
  // that blocks their own scripts.
  const hashes = new Map()
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    hashes.set(file, stored[file] ?? inlineScriptHashes(readFileSync(join(root, file), 'utf8')))
  }
  return { pages, resolvePath: createPageResolver(pages.keys()), hashesOf: (file) => hashes.get(file) ?? [] }
}

/** The not-found page and its precompressed variants, held in memory; null if the build has none. */
function loadNotFoundPage(root, notFoundFile, hashesOf) {
  const path = join(root, notFoundFile)
  if (!existsSync(path)) return null
  const page = { identity: readFileSync(path), scriptHashes: hashesOf(notFoundFile) }
  if (existsSync(`${path}.br`)) page.br = readFileSync(`${path}.br`)
  if (existsSync(`${path}.gz`)) page.gzip = readFileSync(`${path}.gz`)
  return page
}

function pickEncoding(req, variants) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (variants.br && /\bbr\b/i.test(accepted)) return 'br'
  if (variants.gzip && /\bgzip\b/i.test(accepted)) return 'gzip'
  return 'identity'
}

/**
 * The decoded path, or null when it is malformed: bad percent-encoding, control characters (including
 * NUL), backslashes, empty segments ('//' would make a redirect protocol-relative) or '.'/'..'
 * segments, whether written plainly or percent-encoded.
 */
function decodePath(rawPath) {
  if (!rawPath.startsWith('/')) return null
  let path
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.includes('//')) return null
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null
  return path
}

/** A root-relative URL sirv decodes back to `file` ('#' and '?' escaped so they stay in the path). */
function toUrlPath(file) {
  return `/${encodeURI(file).replace(/[?#]/g, encodeURIComponent)}`
}

/** The query string with any byte a header cannot carry percent-encoded. */
function safeQuery(query) {
  return query.replace(/[^\x21-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)
}

function redirect(res, location) {
  res.statusCode = 301
  res.setHeader('Location', location)
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end(`Moved Permanently: ${location}\n`)
}

function sendText(res, status, message) {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end(`${message}\n`)
}

function setHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

/** Drops headers set for a file that turned out not to exist, keeping the security headers. */
function resetHeaders(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  setHeaders(res, securityHeaders())
}
