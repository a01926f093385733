// Self-hosting with nginx: serves build/client with the checked-in deploy/nginx.conf and the files the
// build generates for it (build/nginx/), and checks the answers against the same expectations as the
// Node server's, which runs them too (e2e/site-checks.ts). Only HTTP requests, no browser.
//
// nginx comes from Debian: when it is missing and we are root, the test installs it (with the brotli
// module when Debian has it); otherwise the nginx tests are skipped with the command to run.
import { BROTLI_PACKAGE, type Nginx, ensureNginx, startNginx, stopNginx } from '../scripts/dev-tools/nginx-server.mjs'
import { expect, test } from './fixtures'
import { ASSET_CACHE, compressedAsset, servesTheSite } from './site-checks'

// One worker runs this file's tests in order, so nginx is installed and started once.
test.describe.configure({ mode: 'default' })

test.describe('Node server (npm start)', () => {
  servesTheSite(() => test.info().project.use.baseURL ?? 'http://localhost:4173')
})

test.describe('nginx with deploy/nginx.conf', () => {
  let nginx: Nginx | undefined

  test.beforeAll(async () => {
    test.setTimeout(300_000) // a first run installs nginx
    const binary = ensureNginx()
    test.skip(!binary, `nginx is missing: run "sudo apt-get install -y nginx ${BROTLI_PACKAGE}" (or set NGINX_PATH), then try again.`)
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
