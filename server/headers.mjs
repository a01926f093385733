// One source of truth for response headers. The Node server (server/app.mjs) calls headersFor() per
// response, and scripts/postbuild.mjs calls renderHeadersFile() to write build/client/_headers for
// static hosts (Netlify, Cloudflare Pages), so both deployments send the same policy.

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
 * The page CSP. Inline scripts are allowed only by hash, so script-src never needs 'unsafe-inline'
 * or 'unsafe-eval'. style-src does allow inline styles: React renders style={{...}} as style
 * attributes, which a hash cannot cover. No upgrade-insecure-requests: it breaks http://localhost.
 */
export function contentSecurityPolicy(scriptHashes = []) {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'${hash}'`)
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${bookingOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** Headers only HTML documents get (on top of securityHeaders()). */
export function pageHeaders(scriptHashes = []) {
  return { 'Cache-Control': PAGE_CACHE, 'Content-Security-Policy': contentSecurityPolicy(scriptHashes) }
}

/**
 * Every header the Node server sets for a response at `urlPath`. Pass `scriptHashes` (an array, may be
 * empty) when the response is an HTML document; without it the path decides the caching.
 */
export function headersFor(urlPath, { scriptHashes } = {}) {
  if (Array.isArray(scriptHashes)) return { ...securityHeaders(), ...pageHeaders(scriptHashes) }
  let cache = STATIC_CACHE
  // Vite content-hashes everything under /assets/, so a URL there never changes content.
  if (urlPath.startsWith('/assets/')) cache = ASSET_CACHE
  // Prerendered loader data (/about.data) changes with every deploy like the HTML it belongs to.
  else if (urlPath.endsWith('.data')) cache = PAGE_CACHE
  return { ...securityHeaders(), 'Cache-Control': cache }
}

/**
 * Text of a `_headers` file. `pages` is [{ path: '/about', scriptHashes: [...] }].
 * Static hosts merge every matching rule and join repeated header names with commas, so each header
 * name appears in only one rule a URL can match: security headers on /*, caching and CSP per path.
 * A page is listed with and without a trailing slash because hosts serve about/index.html at either
 * /about or /about/ depending on their pretty-URL settings.
 */
export function renderHeadersFile(pages) {
  const rules = [
    ['/*', securityHeaders()],
    ['/assets/*', { 'Cache-Control': ASSET_CACHE }],
  ]
  for (const { path, scriptHashes } of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const headers = pageHeaders(scriptHashes)
    rules.push([path, headers])
    if (path !== '/') rules.push([`${path}/`, headers])
  }
  const text = rules
    .map(([path, headers]) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
  return { text: `${text}\n`, ruleCount: rules.length }
}
