// Cloudflare Pages: `wrangler pages dev build/client` runs Cloudflare's own asset server (in workerd)
// over the build with its `_headers` and `_redirects`, offline, and the site must answer as the Node
// server does (e2e/site-checks.ts) but for the differences named below. Only HTTP requests.
import { test } from './fixtures'
import { type RunningHost, clientDir, ensureNpmTool, freePort, startHost, stopHost } from './cdn-runtime'
import { type HostDifferences, servesTheSite } from './site-checks'

// The newest wrangler whose engines allow Node 20 (4.87.0 and later need Node 22).
const WRANGLER_VERSION = '4.86.0'
// The workerd release wrangler 4.86.0 ships: asking for a newer date only logs a fallback warning.
const COMPATIBILITY_DATE = '2026-04-26'

const CLOUDFLARE_PAGES: HostDifferences = {
  // _redirects rewrites /about to about/index.html and redirects /about/ and /about/index.html.
  pageFileSpellings: 'redirect',
  notFoundPageUrls: 'not-found',
  // Its asset server drops any Cache-Control of a 404 and sends `no-store`.
  notFoundCache: 'no-store',
  notFoundPolicy: 'meta',
  allowOn405: false,
  securityHeadersOnRedirects: true,
  // It compresses responses itself and never reads the .gz/.br files.
  compression: 'host',
  fileHeadersFromRules: true,
  fileWithSlash:
    'wrangler’s local asset server lstat()s favicon.svg/index.html and answers 502 on ENOTDIR; deployed Pages looks paths up in its asset manifest',
  textCharset: false,
  precompressedCopiesServed:
    'static hosts publish every file of the folder; they compress by themselves and never send these copies as variants',
}

test.describe.configure({ mode: 'default' })

test.describe('Cloudflare Pages (wrangler pages dev)', () => {
  let host: RunningHost | undefined

  test.beforeAll(async () => {
    test.setTimeout(360_000) // a first run installs wrangler (about 10 s, 130 MB with workerd)
    const wrangler = ensureNpmTool('wrangler', WRANGLER_VERSION, 'wrangler')
    const [port, inspectorPort] = [await freePort(), await freePort()]
    const origin = `http://127.0.0.1:${port}`
    host = await startHost(
      `wrangler pages dev (wrangler ${WRANGLER_VERSION})`,
      wrangler,
      [
        'pages',
        'dev',
        clientDir,
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        '--inspector-port',
        String(inspectorPort),
        '--compatibility-date',
        COMPATIBILITY_DATE,
        '--show-interactive-dev-session=false',
        '--log-level',
        'warn',
      ],
      origin,
      // No metrics and no update check: nothing leaves the machine.
      { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', WRANGLER_LOG: 'warn' },
    )
  })

  test.afterAll(async () => {
    if (host) await stopHost(host)
  })

  servesTheSite(() => host?.origin ?? '', CLOUDFLARE_PAGES)
})
