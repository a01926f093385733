import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRequestHandler } from './app.mjs'

const hash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`

const homeScript = 'window.__reactRouterContext = {"page":"home"};'
const aboutScript = 'window.__reactRouterContext = {"page":"about"};'
const enterprisesScript = 'window.__reactRouterContext = {"page":"Enterprises"};'
const notFoundScript = 'window.__reactRouterContext = {"page":"404"};'
const closedRoleScript = 'window.__reactRouterContext = {"page":"closed role"};'
const dutchNotFoundScript = 'window.__reactRouterContext = {"page":"nl 404"};'
const page = (title, script) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<script type="module" src="/assets/app-abc123.js"></script></head>` +
  `<body><h1>${title}</h1><script>${script}</script></body></html>`
const assetSource = `export const filler = ${JSON.stringify('x'.repeat(4000))};\n`

let buildDir
let server
let origin
const errors = []

function write(file, content) {
  const path = join(buildDir, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'site-build-'))
  write('client/index.html', page('Home', homeScript))
  write('client/about/index.html', page('About', aboutScript))
  write('client/Enterprises/index.html', page('Enterprises', enterprisesScript))
  // A closed role: its page stays in the build and the build lists it as gone (server/gone-pages.mjs).
  write('client/careers/closed-role/index.html', page('This role has closed', closedRoleScript))
  write('gone-pages.json', JSON.stringify(['/careers/closed-role', '/careers/never-prerendered']))
  write('client/404/index.html', page('Page not found', notFoundScript))
  // The Dutch edition: its pages under /nl, with a not-found page of its own.
  write('client/nl/index.html', page('Home NL', homeScript))
  write('client/nl/about/index.html', page('Over ons', aboutScript))
  write('client/nl/404/index.html', page('Pagina niet gevonden', dutchNotFoundScript))
  write('client/nl/404.html', page('Pagina niet gevonden', dutchNotFoundScript))
  write('client/__spa-fallback.html', page('SPA fallback', 'window.spa = true'))
  write('client/assets/app-abc123.js', assetSource)
  write('client/assets/app-abc123.js.br', brotliCompressSync(assetSource))
  write('client/assets/app-abc123.js.gz', gzipSync(assetSource))
  write('client/about.data', '[{"page":"about"}]')
  write('client/.secret', 'secret')
  write('client/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>')
  write('client/robots.txt', 'User-agent: *\n')
  write('client/sitemap.xml', '<?xml version="1.0" encoding="UTF-8"?><urlset/>')
  write('client/_headers', '/*\n  X-Test: 1\n')
  write('client/_redirects', '/old /new 301\n')
  for (const file of ['index.html', 'about/index.html', '404/index.html']) {
    const html = readFileSync(join(buildDir, 'client', file))
    write(`client/${file}.br`, brotliCompressSync(html))
    write(`client/${file}.gz`, gzipSync(html))
  }
  write('client/404.html', page('Page not found', notFoundScript))
  write('client/404.html.br', brotliCompressSync(page('Page not found', notFoundScript)))
  // Enterprises is left out on purpose: the server must hash files the JSON does not list.
  write(
    'csp-hashes.json',
    JSON.stringify({
      'index.html': [hash(homeScript)],
      'about/index.html': [hash(aboutScript)],
      '404/index.html': [hash(notFoundScript)],
    }),
  )

  const handler = createRequestHandler({ root: join(buildDir, 'client'), log: (...args) => errors.push(args) })
  server = createServer(handler)
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${server.address().port}`
})

afterAll(async () => {
  await new Promise((done) => server?.close(done))
  if (buildDir) rmSync(buildDir, { recursive: true, force: true })
})

const get = (path, init = {}) => fetch(origin + path, { redirect: 'manual', ...init })

/** A request with the path sent byte for byte (fetch would normalise '/../' away). */
function raw(path, method = 'GET', headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.address().port, path, method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

function expectSecurityHeaders(headers) {
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toContain('camera=()')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('x-frame-options')).toBe('DENY')
}

function scriptSrc(headers) {
  return headers
    .get('content-security-policy')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))
}

describe('pages', () => {
  it('serves the home page with security headers, its script hash and no-cache', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(res.headers)
    expect(scriptSrc(res.headers)).toBe(`script-src 'self' '${hash(homeScript)}'`)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await res.text()).toContain('<h1>Home</h1>')
  })

  it('serves /about from about/index.html without a redirect, with that page’s hash', async () => {
    const res = await get('/about?utm_source=test')
    expect(res.status).toBe(200)
    expect(scriptSrc(res.headers)).toBe(`script-src 'self' '${hash(aboutScript)}'`)
    expect(scriptSrc(res.headers)).not.toContain('unsafe')
    expect(await res.text()).toContain('<h1>About</h1>')
  })

  it('hashes pages missing from csp-hashes.json at startup', async () => {
    const res = await get('/Enterprises')
    expect(res.status).toBe(200)
    expect(scriptSrc(res.headers)).toContain(hash(enterprisesScript))
  })

  it('answers HEAD with headers and no body', async () => {
    const res = await get('/about', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await res.text()).toBe('')
  })

  it('answers a matching If-None-Match with 304 and still sends the headers', async () => {
    const first = await get('/about')
    const res = await get('/about', { headers: { 'If-None-Match': first.headers.get('etag') } })
    expect(res.status).toBe(304)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expectSecurityHeaders(res.headers)
  })
})

describe('static files', () => {
  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'identity' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('content-encoding')).toBeNull()
    expectSecurityHeaders(res.headers)
    expect(await res.text()).toBe(assetSource)
  })

  it('sends the brotli file when the client accepts br', async () => {
    const res = await get('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(await res.text()).toBe(assetSource) // fetch decompresses
  })

  it('sends the gzip file when the client accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toBe(assetSource)
  })

  it('caches other files for an hour and loader data not at all', async () => {
    const favicon = await get('/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(favicon.headers.get('content-security-policy')).toBeNull()
    expectSecurityHeaders(favicon.headers)
    const data = await get('/about.data')
    expect(data.status).toBe(200)
    expect(data.headers.get('cache-control')).toBe('no-cache')
    expect(data.headers.get('content-type')).toBe('text/x-script; charset=utf-8')
  })
})

describe('not found', () => {
  it('sends the prerendered not-found page with status 404 and its CSP', async () => {
    const res = await get('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(scriptSrc(res.headers)).toBe(`script-src 'self' '${hash(notFoundScript)}'`)
    expectSecurityHeaders(res.headers)
    expect(await res.text()).toContain('<h1>Page not found</h1>')
  })

  it('sends an unknown address of the Dutch edition its own not-found page, with status 404 and that page’s CSP', async () => {
    for (const path of ['/nl/bestaat-niet', '/nl/about/nope', '/nl/404', '/nl/404.html', '/nl/bestaat-niet/']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('<h1>Pagina niet gevonden</h1>')
      expect(scriptSrc(res.headers), path).toBe(`script-src 'self' '${hash(dutchNotFoundScript)}'`)
    }
    expect((await get('/nl')).status).toBe(200)
    expect((await get('/nl/about')).status).toBe(200)
    // Outside /nl, the English one: /nlx is no Dutch address.
    expect(await (await get('/nlx')).text()).toContain('<h1>Page not found</h1>')
  })

  it('uses status 404 for /404 itself and for missing assets', async () => {
    expect((await get('/404')).status).toBe(404)
    const asset = await get('/assets/missing-123.js')
    expect(asset.status).toBe(404)
    expect(asset.headers.get('cache-control')).toBe('no-cache') // not the asset's year-long cache
  })

  it.each(['/__spa-fallback.html', '/__spa-fallback', '/404.html', '/.secret', '/assets/.secret', '/csp-hashes.json'])(
    'never serves %s',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      const body = await res.text()
      expect(body).toContain('Page not found')
      expect(body).not.toContain('SPA fallback')
    },
  )

  it('404s a trailing slash or index.html on something that is not a page', async () => {
    expect((await get('/favicon.svg/')).status).toBe(404)
    expect((await get('/assets/index.html')).status).toBe(404)
  })
})

describe('gone pages', () => {
  it('answers a closed role with 410 and its page, which says so, with the page’s CSP', async () => {
    const res = await get('/careers/closed-role')
    expect(res.status).toBe(410)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('etag')).toBeNull()
    expect(scriptSrc(res.headers)).toBe(`script-src 'self' '${hash(closedRoleScript)}'`)
    expectSecurityHeaders(res.headers)
    expect(await res.text()).toContain('<h1>This role has closed</h1>')
  })

  it('redirects its other spellings to it, as for any page, and then answers 410', async () => {
    for (const path of ['/careers/closed-role/', '/careers/closed-role/index.html', '/CAREERS/Closed-Role']) {
      const res = await get(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location')).toBe('/careers/closed-role')
    }
  })

  it('answers 410 for a gone page the build left out, and 200 for pages that are not gone', async () => {
    expect((await get('/careers/never-prerendered')).status).toBe(410)
    expect((await get('/about')).status).toBe(200)
  })
})

describe('redirects', () => {
  it.each([
    ['/about/', '/about'],
    ['/about/?ref=nav&x=1', '/about?ref=nav&x=1'],
    ['/about/index.html', '/about'],
    ['/index.html', '/'],
    ['/enterprises', '/Enterprises'],
    ['/ENTERPRISES/', '/Enterprises'],
    ['/ABOUT', '/about'],
  ])('%s -> 301 %s', async (from, to) => {
    const res = await get(from)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(to)
    expectSecurityHeaders(res.headers)
  })
})

describe('rejected requests', () => {
  it.each(['POST', 'DELETE', 'PUT', 'OPTIONS'])('answers %s with 405 and Allow', async (method) => {
    const res = await get('/about', { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
    expectSecurityHeaders(res.headers)
  })

  it.each([
    '/../etc/passwd',
    '/assets/../../csp-hashes.json',
    '/%2e%2e%2fetc%2fpasswd',
    '/assets/..%2f..%2fcsp-hashes.json',
    '/assets/%2e%2e/%2e%2e/csp-hashes.json',
    '/..%5c..%5cetc%5cpasswd',
    '/%E0%A4%A',
    '/about%',
    '/about%00',
    '/%00',
    '//evil.example/',
  ])('answers %s with 400', async (path) => {
    const res = await raw(path)
    expect(res.status).toBe(400)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers an 8 KB path with 414', async () => {
    const res = await raw(`/${'a'.repeat(8 * 1024)}`)
    expect(res.status).toBe(414)
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('keeps serving after all of that, without logging errors', async () => {
    const res = await get('/about')
    expect(res.status).toBe(200)
    expect(errors).toEqual([])
  })
})

describe('handler errors', () => {
  it('answers 500 when handling throws, and logs the error', async () => {
    const log = []
    const handler = createRequestHandler({ root: join(buildDir, 'client'), log: (...args) => log.push(args) })
    const broken = createServer((req, res) => {
      // Simulate a bug deep in serving: the first attempt to write the head fails.
      const writeHead = res.writeHead.bind(res)
      let calls = 0
      res.writeHead = (...args) => {
        if (calls++ === 0) throw new Error('boom')
        return writeHead(...args)
      }
      handler(req, res)
    })
    await new Promise((done) => broken.listen(0, '127.0.0.1', done))
    try {
      const res = await fetch(`http://127.0.0.1:${broken.address().port}/about`)
      expect(res.status).toBe(500)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(log).toHaveLength(1)
    } finally {
      await new Promise((done) => broken.close(done))
    }
  })
})

describe('precompressed copies', () => {
  it.each(['/index.html.br', '/about/index.html.gz', '/404.html.br', '/assets/app-abc123.js.br', '/assets/app-abc123.js.gz'])(
    'are variants only: %s answers 404 with the not-found page',
    async (path) => {
      const res = await get(path, { headers: { 'Accept-Encoding': 'identity' } })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(await res.text()).toContain('<h1>Page not found</h1>')
    },
  )

  it.each(['/_headers', '/_redirects'])('keeps the static hosts’ rule file %s private', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('content codings', () => {
  it.each([
    ['gzip;q=0', null],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['*', 'br'],
    ['BR', 'br'],
    ['', null],
  ])('Accept-Encoding %j gets %s', async (accept, expected) => {
    const res = await raw('/assets/app-abc123.js', 'GET', { 'Accept-Encoding': accept })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe(expected ?? undefined)
    expect(res.headers.vary).toBe('Accept-Encoding')
  })
})

describe('byte ranges', () => {
  const size = Buffer.byteLength(assetSource)
  const range = (value, headers = {}) => raw('/assets/app-abc123.js', 'GET', { 'Accept-Encoding': 'identity', Range: value, ...headers })

  it.each([
    ['bytes=0-0', 0, 0],
    ['bytes=-10', size - 10, size - 1],
    ['bytes=5-', 5, size - 1],
    ['bytes=0-99999999999999999999', 0, size - 1],
    ['bytes=10-19, 15-29', 10, 29],
  ])('%s answers 206 with exactly those bytes', async (value, start, end) => {
    const res = await range(value)
    expect(res.status).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`)
    expect(Number(res.headers['content-length'])).toBe(end - start + 1)
    expect(res.body).toBe(assetSource.slice(start, end + 1))
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it.each(['bytes=5-2', `bytes=${size}-`, 'bytes=-0'])('%s is unsatisfiable: 416 with the length', async (value) => {
    const res = await range(value)
    expect(res.status).toBe(416)
    expect(res.headers['content-range']).toBe(`bytes */${size}`)
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it.each(['items=0-5', 'bytes=abc', 'bytes=0-5,10-15', 'bytes'])('ignores %s: 200 with the whole file', async (value) => {
    const res = await range(value)
    expect(res.status).toBe(200)
    expect(res.body).toBe(assetSource)
  })

  it('honours If-Range only while the ETag still matches', async () => {
    const { headers } = await raw('/assets/app-abc123.js', 'GET', { 'Accept-Encoding': 'identity' })
    expect((await range('bytes=0-9', { 'If-Range': headers.etag })).status).toBe(206)
    expect((await range('bytes=0-9', { 'If-Range': '"stale"' })).status).toBe(200)
    expect((await range('bytes=0-9', { 'If-Range': headers['last-modified'] })).status).toBe(206)
  })

  it('leaves ranges of HEAD requests and of the not-found page alone', async () => {
    expect((await raw('/assets/app-abc123.js', 'HEAD', { Range: 'bytes=0-0' })).status).toBe(200)
    expect((await raw('/missing', 'GET', { Range: 'bytes=0-0' })).status).toBe(404)
  })

  it('logs nothing for any of them', () => {
    expect(errors).toEqual([])
  })
})

describe('conditional requests', () => {
  const validators = async () => (await raw('/about', 'GET', { 'Accept-Encoding': 'identity' })).headers

  it('sends the ETag and caching headers with a 304', async () => {
    const { etag } = await validators()
    const res = await raw('/about', 'GET', { 'Accept-Encoding': 'identity', 'If-None-Match': etag })
    expect(res.status).toBe(304)
    expect(res.headers.etag).toBe(etag)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain(hash(aboutScript))
    expect(res.body).toBe('')
  })

  it.each([
    ['a list holding the ETag', (etag) => ({ 'If-None-Match': `"other", ${etag}` })],
    ['a weak form of the ETag', (etag) => ({ 'If-None-Match': `W/${etag}` })],
    ['*', () => ({ 'If-None-Match': '*' })],
    ['If-Modified-Since its date', (_etag, modified) => ({ 'If-Modified-Since': modified })],
    ['If-Modified-Since a later date', () => ({ 'If-Modified-Since': new Date(Date.now() + 3600_000).toUTCString() })],
    ['the ETag and Cache-Control: no-cache', (etag) => ({ 'If-None-Match': etag, 'Cache-Control': 'no-cache' })],
  ])('answers %s with 304', async (_name, conditions) => {
    const { etag, 'last-modified': modified } = await validators()
    const res = await raw('/about', 'GET', { 'Accept-Encoding': 'identity', ...conditions(etag, modified) })
    expect(res.status).toBe(304)
  })

  it.each([
    ['another ETag', () => ({ 'If-None-Match': '"other"' })],
    ['an earlier If-Modified-Since', () => ({ 'If-Modified-Since': 'Thu, 01 Jan 1998 00:00:00 GMT' })],
    [
      'a stale ETag with a current date (the ETag decides)',
      (_etag, modified) => ({ 'If-None-Match': '"other"', 'If-Modified-Since': modified }),
    ],
  ])('answers %s with 200', async (_name, conditions) => {
    const { etag, 'last-modified': modified } = await validators()
    const res = await raw('/about', 'GET', { 'Accept-Encoding': 'identity', ...conditions(etag, modified) })
    expect(res.status).toBe(200)
  })

  it('gives each coding its own ETag, so a cache never mixes them', async () => {
    const identity = await raw('/assets/app-abc123.js', 'GET', { 'Accept-Encoding': 'identity' })
    const brotli = await raw('/assets/app-abc123.js', 'GET', { 'Accept-Encoding': 'br' })
    expect(identity.headers.etag).not.toBe(brotli.headers.etag)
    const res = await raw('/assets/app-abc123.js', 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': identity.headers.etag })
    expect(res.status).toBe(200)
  })
})

describe('content types', () => {
  it.each([
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/about.data', 'text/x-script; charset=utf-8'],
  ])('%s is %s', async (path, type) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type)
  })
})

describe('absolute-form request targets', () => {
  it('answers GET http://host/about as GET /about (RFC 9112 3.2.2)', async () => {
    const res = await raw('http://www.example.com/about?x=1')
    expect(res.status).toBe(200)
    expect(res.body).toContain('<h1>About</h1>')
  })

  it('redirects and rejects as for the origin form', async () => {
    expect((await raw('http://www.example.com/ABOUT')).headers.location).toBe('/about')
    expect((await raw('http://www.example.com')).status).toBe(200)
    expect((await raw('http://www.example.com/a/../about')).status).toBe(400)
    expect((await raw('ftp://www.example.com/about')).status).toBe(400)
  })
})
