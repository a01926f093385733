// Request handler for the prerendered site: our URL checks, canonical redirects, per-page CSP and a
// real 404 status for unknown URLs, over an in-memory snapshot of build/client
// (server/site-snapshot.mjs) written by server/send-resource.mjs.

import { join, resolve } from 'node:path'

import { NOT_FOUND_FILE, SPA_FALLBACK, STATIC_NOT_FOUND_FILE } from './build-files.mjs'
import { securityHeaders } from './headers.mjs'
import { createThrottledLog } from './throttled-log.mjs'
import { sendResource } from './send-resource.mjs'
import { CSP_SOURCES_FILE } from './csp-sources.mjs'
import { GONE_PAGES_FILE } from './gone-pages.mjs'
import { loadSiteSnapshot } from './site-snapshot.mjs'

const MAX_URL_LENGTH = 2048
const ALLOWED_METHODS = 'GET, HEAD'
const SPA_FALLBACK_NAME = SPA_FALLBACK.replace('.html', '')
/** A Host header we are willing to put in a redirect: a name or address with an optional port. */
const VALID_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * @typedef {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void)
 *   & { reload: () => import('./site-snapshot.mjs').SiteSnapshot, snapshot: () => import('./site-snapshot.mjs').SiteSnapshot }} RequestHandler
 *   reload() reads the build again and serves it from the next request on; when the new build cannot
 *   be read it throws and the handler keeps serving the snapshot it has.
 */

/**
 * @param {{ root: string, cspHashesFile?: string, cspSourcesFile?: string, gonePagesFile?: string, notFoundFile?: string,
 *   trustProxy?: boolean, log?: (...args: unknown[]) => void }} options
 *   root: the build/client directory. cspHashesFile, cspSourcesFile and gonePagesFile: written by
 *   scripts/build-steps/postbuild.mjs, by default <root>/../csp-hashes.json, <root>/../csp-sources.json
 *   and <root>/../gone-pages.json. notFoundFile: page sent for unknown URLs, relative to root.
 *   trustProxy: the server sits behind a TLS-terminating proxy that sets X-Forwarded-Proto; plain
 *   HTTP requests are then redirected to HTTPS.
 * @returns {RequestHandler}
 */
export function createRequestHandler({
  root,
  cspHashesFile = join(root, '..', 'csp-hashes.json'),
  cspSourcesFile = join(root, '..', CSP_SOURCES_FILE),
  gonePagesFile = join(root, '..', GONE_PAGES_FILE),
  notFoundFile = NOT_FOUND_FILE,
  trustProxy = false,
  log = console.error,
}) {
  root = resolve(root)
  const loadSite = () => loadSiteSnapshot({ root, cspHashesFile, cspSourcesFile, gonePagesFile, notFoundFile, log })
  let site = loadSite()
  const logError = createThrottledLog(log)

  function sendNotFound(req, res, path = '/') {
    const page = site.notFoundFor(path)
    if (!page) return sendText(res, 404, 'Not Found')
    sendResource(req, res, page)
  }

  function route(req, res) {
    const target = requestTarget(req.url ?? '')
    if (target === null) return sendText(res, 400, 'Bad Request')
    if (target.pathAndQuery.length > MAX_URL_LENGTH) return sendText(res, 414, 'URI Too Long')
    if (trustProxy && req.headers['x-forwarded-proto'] === 'http') {
      const host = target.host ?? req.headers.host
      if (!host || !VALID_HOST.test(host)) return sendText(res, 400, 'Bad Request')
      return redirect(res, `https://${host}${target.pathAndQuery}`)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS })
    }

    const { pathAndQuery } = target
    const queryStart = pathAndQuery.indexOf('?')
    const rawPath = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart)
    const query = queryStart === -1 ? '' : pathAndQuery.slice(queryStart)
    const path = decodePath(rawPath)
    if (path === null) return sendText(res, 400, 'Bad Request')

    const segments = path.split('/').slice(1)
    const hiddenFile = segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'))
    const notFoundCopy = segments.at(-1) === STATIC_NOT_FOUND_FILE
    if (hiddenFile || notFoundCopy || segments.at(-1).startsWith(SPA_FALLBACK_NAME)) return sendNotFound(req, res, path)

    // /about/ and /about/index.html -> /about; /ABOUT and /enterprises -> the page's real spelling.
    const answer = site.resolvePath(path)
    if (answer.kind === 'redirect') return redirect(res, answer.location + safeQuery(query))
    if (answer.kind === 'not-found') return sendNotFound(req, res, path) // a trailing slash or index.html on a non-page
    if (answer.kind === 'page' && site.isNotFoundPath(path)) return sendNotFound(req, res, path)
    // A closed role: its page, which says so, with 410 Gone (server/gone-pages.mjs).
    if (site.gone.has(path)) {
      const gone = site.gone.get(path)
      return gone ? sendResource(req, res, gone) : sendText(res, 410, 'Gone')
    }

    const resource = answer.kind === 'page' ? site.pages.get(path) : site.files.get(path)
    if (!resource) return sendNotFound(req, res, path)
    sendResource(req, res, resource)
  }

  /** @type {RequestHandler} */
  function handleRequest(req, res) {
    try {
      route(req, res)
    } catch (error) {
      logError(error, 'Request failed:', req.method, req.url)
      if (res.headersSent) return res.destroy()
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      sendText(res, 500, 'Internal Server Error')
    }
  }
  handleRequest.reload = () => {
    site = loadSite() // throws before the swap, so a broken build never replaces a working one
    return site
  }
  handleRequest.snapshot = () => site
  return handleRequest
}

/**
 * The path and query of a request target, and the host when it is in absolute form
 * (`GET http://www.example.com/about`, which RFC 9112 3.2.2 says a server must accept); null when
 * the target is neither origin-form nor a valid absolute http(s) URL.
 */
export function requestTarget(url) {
  if (url.startsWith('/')) return { pathAndQuery: url, host: undefined }
  if (!/^https?:\/\//i.test(url)) return null
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  // The path as sent, not parsed.pathname: URL() would resolve '..' and re-encode, hiding what
  // decodePath() rejects.
  const schemeEnd = url.indexOf('//') + 2
  const authorityLength = url.slice(schemeEnd).search(/[/?]/)
  const pathAndQuery = authorityLength === -1 ? '/' : url.slice(schemeEnd + authorityLength)
  return { pathAndQuery: pathAndQuery.startsWith('?') ? `/${pathAndQuery}` : pathAndQuery, host: parsed.host }
}

/**
 * The decoded path, or null when it is malformed: bad percent-encoding, control characters (including
 * NUL), backslashes, empty segments ('//' would make a redirect protocol-relative) or '.'/'..'
 * segments, whether written plainly or percent-encoded.
 */
function decodePath(rawPath) {
  if (!rawPath.startsWith('/')) return null
  let path = rawPath
  if (rawPath.includes('%')) {
    try {
      path = decodeURIComponent(rawPath)
    } catch {
      return null
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.includes('//')) return null
  if (path.includes('/.') && path.split('/').some((segment) => segment === '.' || segment === '..')) return null
  return path
}

/** The query string with any byte a header cannot carry percent-encoded. */
function safeQuery(query) {
  return query.replace(/[^\x21-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)
}

function redirect(res, location) {
  const body = `Moved Permanently: ${location}\n`
  res.writeHead(301, {
    ...securityHeaders(),
    Location: location,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(body)
}

function sendText(res, status, message, headers = {}) {
  const body = `${message}\n`
  res.writeHead(status, {
    ...securityHeaders(),
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(body)
}
