// The HTTP checks every way of serving build/client must pass: the Node server and nginx
// (e2e/nginx.spec.ts), and the static hosts' local runtimes (e2e/cloudflare-pages.spec.ts,
// e2e/netlify.spec.ts). Where a host legitimately answers differently, the difference is a named,
// commented field of HostDifferences, never a looser assertion for everyone.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { APIRequestContext, APIResponse } from '@playwright/test'
import { parse } from 'yaml'

import { storySlugs } from '../app/content/story-slugs'
import { expect, test } from './fixtures'

const buildDir = fileURLToPath(new URL('../build', import.meta.url))
const clientDir = join(buildDir, 'client')
export const NOT_FOUND_TITLE = 'Oops, nothing here......'
/** The Dutch edition's not-found title, as its settings write it. */
const dutchNotFoundTitle = () =>
  (parse(readFileSync(fileURLToPath(new URL('../content/nl/settings.yaml', import.meta.url)), 'utf8')) as { notFound: { title: string } })
    .notFound.title
export const ASSET_CACHE = 'public, max-age=31536000, immutable'

// Read when a test runs, not when Playwright loads the file: the web server builds the site if needed.
const scriptHashesOf = (file: string): string[] => JSON.parse(readFileSync(join(buildDir, 'csp-hashes.json'), 'utf8'))[file] ?? []

/** A script in build/client/assets that the build precompressed. */
export const compressedAsset = () =>
  readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.js') && existsSync(join(clientDir, 'assets', `${name}.gz`)))

/** How a host's answers differ from the Node server's; each field says why it may. */
export type HostDifferences = {
  /**
   * How /about/, /about/index.html and /index.html are answered. 'redirect': 301 to the page.
   * 'served': the page itself with 200 (Netlify: an existing file shadows every rule that is not
   * forced, and the forcing `!` is invalid in Cloudflare's `_redirects`; the pages' canonical link
   * names the one URL).
   */
  pageFileSpellings: 'redirect' | 'served'
  /**
   * How the not-found page's own URLs (/404, /404.html) are answered. 'not-found': 404. 'served': 200
   * (Netlify serves the files, for the same reason as pageFileSpellings).
   */
  notFoundPageUrls: 'not-found' | 'served'
  /** Cache-Control of a 404. Cloudflare Pages replaces any with `no-store` on every 404. */
  notFoundCache: string
  /**
   * Where the not-found page's CSP is for an unknown URL. 'header': a response header. 'meta': a
   * <meta http-equiv> in 404.html, because static hosts choose headers by the requested URL.
   */
  notFoundPolicy: 'header' | 'meta'
  /** Whether a 405 names the allowed methods. Static hosts send none, and Netlify ignores an Allow rule. */
  allowOn405: boolean
  /**
   * 'precompressed': the server sends the build's .gz files (Vary: Accept-Encoding). 'host': the
   * host compresses by itself and ignores them. A string: why this runtime cannot be checked here.
   */
  compression: 'precompressed' | 'host' | string
  /**
   * true when Cache-Control and Content-Type come from our rules. A string: why this local runtime
   * does not apply them although the deployed host does (checked another way in its spec).
   */
  fileHeadersFromRules: true | string
  /** Whether redirects carry the security headers. Netlify applies _headers only to files it serves. */
  securityHeadersOnRedirects: boolean
  /** Set when this local runtime answers a file path with a trailing slash wrongly: why. */
  fileWithSlash?: string
  /**
   * Set when the host publishes the build's .br/.gz copies as files of their own: why. The Node
   * server and nginx only send them as variants of their file, so /index.html.br is a 404 there.
   */
  precompressedCopiesServed?: string
  /** Whether text types (CSS, SVG, plain text) name their charset, as the Node server and nginx do. */
  textCharset: boolean
}

/** The Node server and nginx: the reference every host is compared with. */
export const SERVER_BEHAVIOUR: HostDifferences = {
  pageFileSpellings: 'redirect',
  notFoundPageUrls: 'not-found',
  notFoundCache: 'no-cache',
  notFoundPolicy: 'header',
  allowOn405: true,
  securityHeadersOnRedirects: true,
  compression: 'precompressed',
  fileHeadersFromRules: true,
  textCharset: true,
}

export function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['x-frame-options']).toBe('DENY')
}

function scriptSrcOf(policy: string | undefined) {
  return (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))
}

const scriptSrc = (response: APIResponse) => scriptSrcOf(response.headers()['content-security-policy'])

/** The policy of a <meta http-equiv="Content-Security-Policy"> in `html`, entities decoded. */
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1]?.replaceAll('&quot;', '"')

/** The checks every server must pass; `origin` is read when a test runs. */
export function servesTheSite(origin: () => string, host: HostDifferences = SERVER_BEHAVIOUR) {
  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    request.get(origin() + path, { maxRedirects: 0, headers })
  const expectCache = (response: APIResponse, value: string) => {
    if (host.fileHeadersFromRules === true) expect(response.headers()['cache-control']).toBe(value)
  }

  async function expectPage(response: APIResponse, file: string) {
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/html; ?charset=utf-8$/)
    expectCache(response, 'no-cache')
    expectSecurityHeaders(response)
    const scripts = scriptSrc(response)
    expect(scripts).toBeDefined()
    expect(scriptHashesOf(file).length).toBeGreaterThan(0)
    for (const hash of scriptHashesOf(file)) expect(scripts).toContain(`'${hash}'`)
    expect(scripts).not.toContain('unsafe-inline')
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(await response.text()).toContain('<h1')
  }

  async function expectNotFound(response: APIResponse) {
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    const body = await response.text()
    expect(body).toContain(NOT_FOUND_TITLE)
    return body
  }

  // A page in a folder of pages, whose _headers rules the folder shares (server/headers.mjs, pageFolders).
  const story = storySlugs[0]!
  for (const [path, file] of [
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    [`/success-stories/${story}`, `success-stories/${story}/index.html`],
  ] as const) {
    test(`serves ${path} with its own script hashes and no-cache`, async ({ request }) => {
      await expectPage(await get(request, path), file)
    })
  }

  // The content editor (/admin) has its own policy (GitHub's API, its inline styles and WebAssembly),
  // is never indexed, and loosens nothing on the visitors' pages.
  test('serves the content editor at /admin/ with its own CSP and X-Robots-Tag: noindex', async ({ request }) => {
    const response = await request.get(`${origin()}/admin/`)
    expect(response.status()).toBe(200)
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow" ?\/?>/)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(scriptSrcOf(policy)).not.toContain('unsafe-inline')
    expect(response.headers()['x-robots-tag']).toBe('noindex')
    const script = await request.get(`${origin()}/admin/sveltia/index.js`)
    expect(script.status()).toBe(200)
    expect(script.headers()['x-robots-tag']).toBe('noindex')
    const home = await request.get(`${origin()}/`)
    expect(home.headers()['content-security-policy']).not.toContain('api.github.com')
    expect(home.headers()['x-robots-tag']).toBeUndefined()
  })

  test('answers an unknown URL with the not-found page and status 404', async ({ request }) => {
    const response = await get(request, '/no/such/page')
    const body = await expectNotFound(response)
    if (host.fileHeadersFromRules === true) expect(response.headers()['cache-control']).toBe(host.notFoundCache)
    expectSecurityHeaders(response)
    const policy = host.notFoundPolicy === 'header' ? response.headers()['content-security-policy'] : metaPolicy(body)
    const file = host.notFoundPolicy === 'header' ? '404/index.html' : '404.html'
    expect(scriptHashesOf(file).length).toBeGreaterThan(0)
    for (const hash of scriptHashesOf(file)) expect(scriptSrcOf(policy)).toContain(`'${hash}'`)
    expect(scriptSrcOf(policy)).not.toContain('unsafe-inline')
  })

  // The Dutch edition: its pages carry their policy in a header (Node, nginx) or, on static hosts, a
  // meta tag of their own (server/headers.mjs); its unknown URLs get its own not-found page.
  test('serves a Dutch page with its own script hashes, in a header or its meta tag', async ({ request }) => {
    const response = await get(request, '/nl/about')
    expect(response.status()).toBe(200)
    expectSecurityHeaders(response)
    const body = await response.text()
    expect(body).toContain('lang="nl-NL"')
    const policy = response.headers()['content-security-policy'] ?? metaPolicy(body)
    expect(scriptHashesOf('nl/about/index.html').length).toBeGreaterThan(0)
    for (const hash of scriptHashesOf('nl/about/index.html')) expect(scriptSrcOf(policy)).toContain(`'${hash}'`)
    expect(scriptSrcOf(policy)).not.toContain('unsafe-inline')
  })

  // No redirect by the browser's language: a shared link and a search engine land where they point.
  test('answers the English home in English to a browser that prefers Dutch, and a Dutch page in Dutch to one that prefers English', async ({
    request,
  }) => {
    const english = await get(request, '/', { 'Accept-Language': 'nl-NL,nl;q=0.9,en;q=0.5' })
    expect(english.status()).toBe(200)
    expect(await english.text()).toContain('lang="en-US"')
    expect(english.headers()['content-language'] ?? 'en-US').toBe('en-US')
    const dutch = await get(request, '/nl/about', { 'Accept-Language': 'en-US,en;q=0.9' })
    expect(dutch.status()).toBe(200)
    expect(await dutch.text()).toContain('lang="nl-NL"')
  })

  test('answers an unknown Dutch URL with the Dutch not-found page and status 404', async ({ request }) => {
    const response = await get(request, '/nl/bestaat/niet')
    expect(response.status()).toBe(404)
    const body = await response.text()
    expect(body).toContain(dutchNotFoundTitle())
    expect(body).toContain('lang="nl-NL"')
  })

  for (const [from, to] of [
    ['/ABOUT', '/about'],
    ['/enterprises', '/Enterprises'],
    ['/ENTERPRISES/', '/Enterprises'],
  ] as const) {
    test(`redirects ${from} to ${to} with 301`, async ({ request }) => {
      const response = await get(request, from)
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toBe(to)
      if (host.securityHeadersOnRedirects) expectSecurityHeaders(response)
    })
  }

  for (const [from, to] of [
    ['/about/', '/about'],
    ['/about/?ref=nav', '/about?ref=nav'],
    ['/about/index.html', '/about'],
    ['/index.html', '/'],
  ] as const) {
    if (host.pageFileSpellings === 'redirect') {
      test(`redirects ${from} to ${to} with 301`, async ({ request }) => {
        const response = await get(request, from)
        expect(response.status()).toBe(301)
        expect(response.headers()['location']).toBe(to)
        if (host.securityHeadersOnRedirects) expectSecurityHeaders(response)
      })
    } else {
      test(`serves ${from} as the page ${to} itself`, async ({ request }) => {
        const response = await get(request, from)
        expect(response.status()).toBe(200)
        expectSecurityHeaders(response)
        const file = to === '/' ? 'index.html' : 'about/index.html'
        for (const hash of scriptHashesOf(file)) expect(scriptSrc(response)).toContain(`'${hash}'`)
        expect(await response.text()).toContain('<h1')
      })
    }
  }

  test('caches hashed assets for a year and compresses them', async ({ request }) => {
    const asset = compressedAsset()
    expect(asset, 'a precompressed script in build/client/assets').toBeDefined()
    const path = `/assets/${asset}`
    const plain = await get(request, path, { 'Accept-Encoding': 'identity' })
    expect(plain.status()).toBe(200)
    expectCache(plain, ASSET_CACHE)
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(plain.headers()['content-type']).toMatch(/javascript/)
    expectSecurityHeaders(plain)
    const source = await plain.text()

    test.skip(host.compression !== 'precompressed' && host.compression !== 'host', host.compression)
    const gzip = await get(request, path, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expectCache(gzip, ASSET_CACHE)
    if (host.compression === 'precompressed') expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i)
    expect(await gzip.text()).toBe(source) // Playwright decompresses
  })

  test('sends loader data as text/x-script, revalidated on every use', async ({ request }) => {
    const response = await get(request, '/about.data')
    expect(response.status()).toBe(200)
    test.skip(host.fileHeadersFromRules !== true, String(host.fileHeadersFromRules))
    expect(response.headers()['content-type']).toMatch(/^text\/x-script/)
    expect(response.headers()['cache-control']).toBe('no-cache')
  })

  const notFoundPaths = ['/__spa-fallback.html', '/__spa-fallback', '/.env', '/.well-known-secret', '/assets/.secret', '/favicon.svg/']
  for (const path of [...notFoundPaths, '/404', '/404.html']) {
    const notFoundPageUrl = path.startsWith('/404')
    test(`answers ${path} with ${notFoundPageUrl && host.notFoundPageUrls === 'served' ? 'the not-found page' : '404'}`, async ({
      request,
    }) => {
      test.skip(path === '/favicon.svg/' && Boolean(host.fileWithSlash), host.fileWithSlash)
      const response = await get(request, path)
      if (notFoundPageUrl && host.notFoundPageUrls === 'served') {
        expect(response.status()).toBe(200)
        expect(await response.text()).toContain(NOT_FOUND_TITLE)
      } else {
        await expectNotFound(response)
      }
    })
  }

  test('never publishes the precompressed copies at their own URLs', async ({ request }) => {
    test.skip(Boolean(host.precompressedCopiesServed), host.precompressedCopiesServed)
    for (const path of ['/index.html.br', '/about/index.html.gz', '/404.html.br', `/assets/${compressedAsset()}.gz`]) {
      const response = await get(request, path, { 'Accept-Encoding': 'identity' })
      expect(response.headers()['content-encoding'], path).toBeUndefined()
      await expectNotFound(response)
    }
  })

  test('names the charset of text files', async ({ request }) => {
    test.skip(!host.textCharset || host.fileHeadersFromRules !== true, 'the host picks content types itself')
    for (const path of ['/robots.txt', '/favicon.svg', '/sitemap.xml', `/assets/${compressedAsset()}`]) {
      expect((await get(request, path)).headers()['content-type'], path).toMatch(/; ?charset=utf-8$/i)
    }
  })

  test('answers a missing asset with the not-found page, not the assets’ year-long cache', async ({ request }) => {
    const response = await get(request, '/assets/missing-123.js')
    expect(response.status()).toBe(404)
    if (host.fileHeadersFromRules === true) expect(response.headers()['cache-control']).toBe(host.notFoundCache)
    expect(response.headers()['cache-control']).not.toContain('immutable')
  })

  test(`answers POST with 405${host.allowOn405 ? ' and Allow' : ''}`, async ({ request }) => {
    const response = await request.post(`${origin()}/about`, { maxRedirects: 0, data: 'x' })
    expect(response.status()).toBe(405)
    if (host.allowOn405) expect(response.headers()['allow']).toBe('GET, HEAD')
    expectSecurityHeaders(response)
  })
}
