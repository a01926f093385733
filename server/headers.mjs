// One source of truth for response headers. The Node server (server/app.mjs) calls headersFor() per
// response, and scripts/build-steps/postbuild.mjs calls renderHeadersFile() to write build/client/_headers for
// static hosts (Netlify, Cloudflare Pages), so both deployments send the same policy.

import { DEFAULT_LOCALE, EDITIONS, localeOfPath } from '../app/content/editions.mjs'
import { bookingOrigin } from './security-config.mjs'

export const ASSET_CACHE = 'public, max-age=31536000, immutable'
export const PAGE_CACHE = 'no-cache'
export const STATIC_CACHE = 'public, max-age=3600'

/** Headers every response gets, whatever its type or status. */
export function securityHeaders() {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}

/**
 * @typedef {{ 'script-src'?: string[], 'connect-src'?: string[], 'img-src'?: string[] }} CspSources
 *   Hosts a page may use besides its own, per directive: those of the analytics provider when one is
 *   configured (app/lib/analytics/providers.ts), and none otherwise. The build writes them to
 *   build/csp-sources.json (scripts/build-steps/postbuild.mjs).
 */

/**
 * The page CSP. Inline scripts are allowed only by hash, so script-src never needs 'unsafe-inline'
 * or 'unsafe-eval'. style-src does allow inline styles: React renders style={{...}} as style
 * attributes, which a hash cannot cover. No upgrade-insecure-requests: it breaks http://localhost.
 * @param {string[]} [scriptHashes]
 * @param {CspSources} [sources]
 */
export function contentSecurityPolicy(scriptHashes = [], sources = {}) {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'${hash}'`)
  const extra = (directive) => [...new Set(sources[directive] ?? [])]
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...extra('script-src')].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", ...extra('img-src')].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...extra('connect-src')].join(' '),
    `frame-src ${bookingOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * The site search's index (scripts/build-steps/search-index.mjs; SEARCH_INDEX_PATH of
 * app/shell/search/search-options.mjs, which a test holds equal). Its name stays the same from build
 * to build, so it is revalidated like a page: it changes whenever the pages do.
 */
export const SEARCH_INDEX_PATH = '/search-index.json'

/** Where the content editor is published (scripts/cms/admin-files.mjs copies it into the build). */
export const ADMIN_PATH = '/admin'

/** Whether `urlPath` is the editor's page or one of its files. */
export const isAdminPath = (urlPath) => urlPath === ADMIN_PATH || urlPath.startsWith(`${ADMIN_PATH}/`)

/**
 * The editor's CSP, apart from the pages': Sveltia CMS is a large script with inline styles that
 * talks to GitHub's API, and none of that may loosen the visitors' policy. Its own scripts only
 * ('self', no inline: admin/index.html loads files); 'wasm-unsafe-eval' and worker blob: for its
 * image conversion (HEIC and WebP in WebAssembly, in a worker); blob: and data: images for previews
 * of uploads. `github: false` (the local editor of `npm run cms`) allows no other host, so nothing
 * leaves the machine; GitHub's status check and font CDN fallbacks are blocked there.
 */
export function adminContentSecurityPolicy({ github = true } = {}) {
  const githubHosts = github ? ['https://api.github.com', 'https://www.githubstatus.com'] : []
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'blob:', 'data:', ...(github ? ['https://avatars.githubusercontent.com'] : [])].join(' '),
    "media-src 'self' blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", 'blob:', 'data:', ...githubHosts].join(' '),
    "worker-src 'self' blob:",
    'frame-src blob:',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * Headers of the editor's page and files: its own CSP, never indexed (robots.txt also disallows it,
 * and the page has a robots meta tag), and revalidated, as a Sveltia upgrade keeps the file names.
 */
export function adminHeaders(options) {
  return { 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': adminContentSecurityPolicy(options), 'X-Robots-Tag': 'noindex' }
}

/** Headers only HTML documents get (on top of securityHeaders()). */
export function pageHeaders(scriptHashes = [], cspSources = {}) {
  return { 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes, cspSources) }
}

/**
 * Every header the Node server sets for a response at `urlPath`. Pass `scriptHashes` (an array, may be
 * empty) when the response is an HTML document; without it the path decides the caching.
 * `cspSources`: the build's extra policy hosts (see CspSources).
 */
export function headersFor(urlPath, { scriptHashes, cspSources } = {}) {
  if (isAdminPath(urlPath)) return { ...securityHeaders(), ...adminHeaders() }
  if (Array.isArray(scriptHashes)) return { ...securityHeaders(), ...pageHeaders(scriptHashes, cspSources) }
  let cache = STATIC_CACHE
  // Vite content-hashes everything under /assets/, so a URL there never changes content.
  if (urlPath.startsWith('/assets/')) cache = ASSET_CACHE
  // Prerendered loader data (/about.data) and the search index change with every deploy like the HTML
  // they belong to.
  else if (urlPath.endsWith('.data') || urlPath === SEARCH_INDEX_PATH) cache = PAGE_CACHE
  return { ...securityHeaders(), 'Cache-Control': cache }
}

/**
 * The page CSP as a <meta http-equiv> tag, for a page a host may send without its header. Browsers
 * ignore frame-ancestors in a meta policy, so it is left out; X-Frame-Options: DENY still applies.
 */
export function contentSecurityPolicyMeta(scriptHashes = [], cspSources = {}) {
  const policy = contentSecurityPolicy(scriptHashes, cspSources)
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ')
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}"/>`
}

/** Headers of prerendered loader data (/about.data), which static hosts would send as a download. */
export const LOADER_DATA_HEADERS = { 'Content-Type': 'text/x-script', 'Cache-Control': PAGE_CACHE }

/** Pages under one top-level folder from which they share two `_headers` rules (pageFolders). */
export const FOLDER_RULE_MIN_PAGES = 3

/**
 * The pages a `_headers` file gives rules of their own, and the folders whose pages share two.
 * Cloudflare Pages applies only the first 100 rules, and a page takes two (its URL and its file),
 * so a folder of pages (/success-stories/<slug>, /careers/<slug>, /careers/office/<city>) with at
 * least FOLDER_RULE_MIN_PAGES pages under it gets `/<folder>` and `/<folder>/*` instead: its pages'
 * policy allows the inline scripts of every page of the folder (the union of their hashes, all the
 * build's own scripts). A URL under it matching both rules (`/careers/index.html`) gets the same
 * values twice, as the editor's do. The Node server and nginx still send each page its own hashes.
 * @param {{ path: string, scriptHashes: string[] }[]} pages
 */
export function pageFolders(pages) {
  // '/careers/x' and '/careers/office/london' are under the folder 'careers'; '/careers' is its page.
  const folderOf = (path) => path.split('/')[1]
  const underFolder = (path) => path.split('/').length > 2
  const counts = new Map()
  for (const { path } of pages) if (underFolder(path)) counts.set(folderOf(path), (counts.get(folderOf(path)) ?? 0) + 1)
  const grouped = (path) => (counts.get(folderOf(path)) ?? 0) >= FOLDER_RULE_MIN_PAGES
  const folders = [...new Set(pages.filter(({ path }) => grouped(path)).map(({ path }) => folderOf(path)))].sort().map((folder) => ({
    folder: `/${folder}`,
    scriptHashes: [...new Set(pages.filter(({ path }) => folderOf(path) === folder).flatMap((page) => page.scriptHashes))],
  }))
  const single = pages.filter(({ path }) => !grouped(path)).sort((a, b) => a.path.localeCompare(b.path))
  return { folders, single }
}

/**
 * Text of a `_headers` file. `pages` is [{ path: '/about', scriptHashes: [...] }]; `cspSources` the
 * build's extra policy hosts.
 * Static hosts merge every matching rule and join repeated header names with commas, so each header
 * name appears in only one rule a URL can match: security headers on /*, caching and CSP per path.
 * A page is listed at its URL and at its file (/about/index.html): Netlify picks the rules by the file
 * it serves once any `_redirects` rule matched the URL, even a rule the file shadows. No /about/ rule:
 * Cloudflare Pages redirects /about/ (see staticRedirectRules), and Netlify's /about rule matches it.
 * Hosts pick rules by the requested URL, not by the file they answer with, so an unknown URL gets
 * only the /* rule: the not-found page carries its own policy in a meta tag (scripts/build-steps/postbuild.mjs).
 * A folder of many pages shares two rules (pageFolders), so the file stays inside Cloudflare's 100.
 */
export function renderHeadersFile(pages, { cspSources = {} } = {}) {
  const rules = [
    ['/*', securityHeaders()],
    ['/assets/*', { 'Cache-Control': ASSET_CACHE }],
    ['/*.data', LOADER_DATA_HEADERS],
    [SEARCH_INDEX_PATH, { 'Cache-Control': PAGE_CACHE }],
  ]
  // The editor: one rule for its page URL, one for everything under it (its index.html included),
  // each with the same headers, so a host that matched both would only repeat identical values.
  rules.push([ADMIN_PATH, adminHeaders()], [`${ADMIN_PATH}/*`, adminHeaders()])
  // Another edition's pages (/nl/...) carry their policy in a meta tag of their own (postbuild.mjs,
  // withPolicyMeta): rules of their own would take Cloudflare Pages past its 100, and one rule for
  // all of them past its 2,000 characters a line. Here they get their caching.
  const inEdition = (path) => localeOfPath(path).locale !== DEFAULT_LOCALE
  for (const { locale, prefix } of EDITIONS.filter((edition) => edition.locale !== DEFAULT_LOCALE)) {
    if (pages.some(({ path }) => localeOfPath(path).locale === locale)) {
      rules.push([prefix, { 'Cache-Control': PAGE_CACHE }], [`${prefix}/*`, { 'Cache-Control': PAGE_CACHE }])
    }
  }
  const { folders, single } = pageFolders(pages.filter(({ path }) => !isAdminPath(path) && !inEdition(path)))
  for (const { folder, scriptHashes } of folders) {
    // The folder's own page and everything under it, with the same headers (see pageFolders).
    rules.push([folder, pageHeaders(scriptHashes, cspSources)], [`${folder}/*`, pageHeaders(scriptHashes, cspSources)])
  }
  for (const { path, scriptHashes } of single) {
    rules.push([path, pageHeaders(scriptHashes, cspSources)])
    if (!path.endsWith('.html')) rules.push([`${path === '/' ? '' : path}/index.html`, pageHeaders(scriptHashes, cspSources)])
  }
  const text = rules
    .map(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
  return { text: `${text}\n`, ruleCount: rules.length }
}
