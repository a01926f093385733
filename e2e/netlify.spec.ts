// Netlify: `netlify dev --dir build/client` runs Netlify's local proxy with its redirect and header
// engines over the build's `_redirects` and `_headers`, offline, and the site must answer as the Node
// server does (e2e/site-checks.ts) but for the differences named below. Only HTTP requests.
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { storySlugs } from '../app/content/story-slugs'
import { expect, test } from './fixtures'
import { type RunningHost, clientDir, ensureNpmTool, freePort, startHost, stopHost } from './cdn-runtime'
import { ASSET_CACHE, type HostDifferences, servesTheSite } from './site-checks'

// The newest netlify-cli whose engines allow Node 20 (27.0.0 and later need Node 22.13).
const NETLIFY_CLI_VERSION = '26.2.0'

const LOCAL_PROXY_HEADERS =
  'netlify dev lets its static file server’s Cache-Control and Content-Type override _headers; the rules are checked with Netlify’s parser below'

const NETLIFY: HostDifferences = {
  // A file shadows every rule that is not forced, and `301!` is invalid for Cloudflare Pages.
  pageFileSpellings: 'served',
  notFoundPageUrls: 'served',
  notFoundCache: 'no-cache',
  notFoundPolicy: 'meta',
  // Netlify ignores an Allow header in _headers; its 405 has none.
  allowOn405: false,
  securityHeadersOnRedirects: false,
  compression: 'netlify dev does not compress; deployed Netlify compresses at its edge and ignores .gz files',
  fileHeadersFromRules: LOCAL_PROXY_HEADERS,
  textCharset: false,
  precompressedCopiesServed:
    'static hosts publish every file of the folder; they compress by themselves and never send these copies as variants',
}

type HeaderRule = { forRegExp: RegExp; values: Record<string, string> }

test.describe.configure({ mode: 'default' })

test.describe('Netlify (netlify dev)', () => {
  let host: RunningHost | undefined
  let netlify = ''

  test.beforeAll(async () => {
    test.setTimeout(360_000) // a first run installs netlify-cli (about 45 s)
    netlify = ensureNpmTool('netlify-cli', NETLIFY_CLI_VERSION, 'netlify')
    const [port, staticPort, functionsPort] = [await freePort(), await freePort(), await freePort()]
    const origin = `http://127.0.0.1:${port}`
    host = await startHost(
      `netlify dev (netlify-cli ${NETLIFY_CLI_VERSION})`,
      netlify,
      [
        'dev',
        '--dir',
        clientDir,
        '--framework',
        '#static',
        '--port',
        String(port),
        '--staticServerPort',
        String(staticPort),
        '--functions-port',
        String(functionsPort),
        // Offline: no site lookup, and no Deno download for edge functions (the site has none).
        '--offline',
        '--internal-disable-edge-functions',
        '--skip-gitignore',
        '--no-open',
      ],
      origin,
      { NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
    )
  })

  test.afterAll(async () => {
    if (host) await stopHost(host)
  })

  servesTheSite(() => host?.origin ?? '', NETLIFY)

  // netlify dev does not apply these headers itself (LOCAL_PROXY_HEADERS), so ask Netlify's own
  // _headers parser, the one its CLI uses, which headers each URL gets.
  test('its _headers parser gives hashed assets, pages and loader data their caching', async () => {
    const parser = join(dirname(dirname(netlify)), '@netlify', 'headers-parser', 'lib', 'index.js')
    const { parseAllHeaders } = await import(pathToFileURL(parser).href)
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(clientDir, '_headers')], minimal: false, configHeaders: [] })
    expect(errors).toEqual([])
    const headersFor = (path: string) =>
      Object.assign({}, ...(headers as HeaderRule[]).filter(({ forRegExp }) => forRegExp.test(path)).map(({ values }) => values))
    expect(headersFor('/assets/app-abc123.js')['Cache-Control']).toBe(ASSET_CACHE)
    expect(headersFor('/about')['Cache-Control']).toBe('no-cache')
    expect(headersFor('/about/')['Content-Security-Policy']).toBe(headersFor('/about')['Content-Security-Policy'])
    expect(headersFor('/about.data')).toMatchObject({ 'Content-Type': 'text/x-script', 'Cache-Control': 'no-cache' })
    // Every matching rule is merged: no header may come from two of them.
    // A page of a folder that shares its rules (server/headers.mjs, pageFolders) gets its policy once too.
    for (const path of ['/', '/about', '/assets/app-abc123.js', '/about.data', `/success-stories/${storySlugs[0]}`]) {
      const names = (headers as HeaderRule[]).filter(({ forRegExp }) => forRegExp.test(path)).flatMap(({ values }) => Object.keys(values))
      expect(new Set(names).size, path).toBe(names.length)
    }
  })
})
