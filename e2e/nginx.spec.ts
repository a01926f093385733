// Self-hosting with nginx: serves build/client with the checked-in deploy/nginx.conf and the files the
// build generates for it (build/nginx/), and checks the answers against the same expectations as the
// Node server's, which runs them too. Only HTTP requests, no browser.
//
// nginx comes from Debian: when it is missing and we are root, the test installs it (with the brotli
// module when Debian has it); otherwise the nginx tests are skipped with the command to run.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { APIRequestContext, APIResponse } from '@playwright/test'

import { BROTLI_PACKAGE, type Nginx, ensureNginx, startNginx, stopNginx } from '../scripts/nginx-server.mjs'
import { expect, test } from './fixtures'

const projectDir = fileURLToPath(new URL('..', import.meta.url))
const buildDir = join(projectDir, 'build')
const clientDir = join(buildDir, 'client')
const NOT_FOUND_TITLE = 'Oops, nothing here......'
const ASSET_CACHE = 'public, max-age=31536000, immutable'

// Read when a test runs, not when Playwright loads this file: the web server builds the site if needed.
const scriptHashesOf = (file: string): string[] =>
  JSON.parse(readFileSync(join(buildDir, 'csp-hashes.json'), 'utf8'))[file] ?? []
/** A script in build/client/assets that the build precompressed. */
const compressedAsset = () =>
  readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.js') && existsSync(join(clientDir, 'assets', `${name}.gz`)))

// One worker runs this file's tests in order, so nginx is installed and started once.
test.describe.configure({ mode: 'default' })

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['x-frame-options']).toBe('DENY')
}

function scriptSrc(response: APIResponse) {
  const csp = response.headers()['content-security-policy'] ?? ''
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))
}

/** The checks both servers must pass; `origin` is read when a test runs. */
function servesTheSite(origin: () => string) {
  const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
    request.get(origin() + path, { maxRedirects: 0, headers })

  for (const [path, file] of [
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
  ] as const) {
    test(`serves ${path} with its own script hashes and no-cache`, async ({ request }) => {
      const response = await get(request, path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/html; ?charset=utf-8$/)
      expect(response.headers()['cache-control']).toBe('no-cache')
      expectSecurityHeaders(response)
      const scripts = scriptSrc(response)
      expect(scripts).toBeDefined()
      expect(scriptHashesOf(file).length).toBeGreaterThan(0)
      for (const hash of scriptHashesOf(file)) expect(scripts).toContain(`'${hash}'`)
      expect(scripts).not.toContain('unsafe-inline')
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(await response.text()).toContain('<h1')
    })
  }

  test('answers an unknown URL with the not-found page and status 404', async ({ request }) => {
    const response = await get(request, '/no/such/page')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expectSecurityHeaders(response)
    for (const hash of scriptHashesOf('404/index.html')) expect(scriptSrc(response)).toContain(`'${hash}'`)
    expect(await response.text()).toContain(NOT_FOUND_TITLE)
  })

  for (const [from, to] of [
    ['/about/', '/about'],
    ['/about/?ref=nav', '/about?ref=nav'],
    ['/about/index.html', '/about'],
    ['/index.html', '/'],
    ['/ABOUT', '/about'],
    ['/enterprises', '/Enterprises'],
    ['/ENTERPRISES/', '/Enterprises'],
  ] as const) {
    test(`redirects ${from} to ${to} with 301`, async ({ request }) => {
      const response = await get(request, from)
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toBe(to)
      expectSecurityHeaders(response)
    })
  }

  test('caches hashed assets for a year and sends their precompressed files', async ({ request }) => {
    const asset = compressedAsset()
    expect(asset, 'a precompressed script in build/client/assets').toBeDefined()
    const path = `/assets/${asset}`
    const plain = await get(request, path, { 'Accept-Encoding': 'identity' })
    expect(plain.status()).toBe(200)
    expect(plain.headers()['cache-control']).toBe(ASSET_CACHE)
    expect(plain.headers()['content-encoding']).toBeUndefined()
    expect(plain.headers()['content-type']).toMatch(/javascript/)
    expectSecurityHeaders(plain)
    const source = await plain.text()

    const gzip = await get(request, path, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(gzip.headers()['cache-control']).toBe(ASSET_CACHE)
    expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i)
    expect(await gzip.text()).toBe(source) // Playwright decompresses
  })

  test('sends loader data as text/x-script, revalidated on every use', async ({ request }) => {
    const response = await get(request, '/about.data')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/x-script/)
    expect(response.headers()['cache-control']).toBe('no-cache')
  })

  for (const path of ['/__spa-fallback.html', '/__spa-fallback', '/404', '/404.html', '/.env', '/.well-known-secret', '/assets/.secret', '/favicon.svg/']) {
    test(`answers ${path} with 404`, async ({ request }) => {
      const response = await get(request, path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain(NOT_FOUND_TITLE)
    })
  }

  test('answers a missing asset with the not-found page, not the assets’ year-long cache', async ({ request }) => {
    const response = await get(request, '/assets/missing-123.js')
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-cache')
  })

  test('answers POST with 405 and Allow', async ({ request }) => {
    const response = await request.post(`${origin()}/about`, { maxRedirects: 0, data: 'x' })
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toBe('GET, HEAD')
    expectSecurityHeaders(response)
  })
}

test.describe('Node server (npm start)', () => {
  servesTheSite(() => test.info().project.use.baseURL ?? 'http://localhost:4173')
})

test.describe('nginx with deploy/nginx.conf', () => {
  let nginx: Nginx | undefined

  test.beforeAll(async () => {
    test.setTimeout(300_000) // a first run installs nginx
    const binary = ensureNginx()
    test.skip(
      !binary,
      `nginx is missing: run "sudo apt-get install -y nginx ${BROTLI_PACKAGE}" (or set NGINX_PATH), then try again.`,
    )
    nginx = await startNginx(binary as string)
  })

  test.afterAll(async () => {
    if (nginx) await stopNginx(nginx)
  })

  servesTheSite(() => nginx?.origin ?? '')

  test('sends the brotli file when the client accepts br', async ({ request }) => {
    test.skip(!nginx?.brotli, `no brotli module (${BROTLI_PACKAGE})`)
    const response = await request.get(`${nginx?.origin}/assets/${compressedAsset()}`, {
      maxRedirects: 0,
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('br')
    expect(response.headers()['cache-control']).toBe(ASSET_CACHE)
  })

  test('does not publish the static hosts’ rule files', async ({ request }) => {
    for (const path of ['/_headers', '/_redirects']) {
      expect((await request.get(`${nginx?.origin}${path}`, { maxRedirects: 0 })).status()).toBe(404)
    }
  })
})
