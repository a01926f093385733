import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentSecurityPolicyMeta } from '../../server/headers.mjs'
import { cspHash } from './csp-hashes.mjs'
import { postbuild, withPolicyMeta } from './postbuild.mjs'

let buildDir
const client = (file) => join(buildDir, 'client', file)
const bigText = (label) => `${label}\n${'lorem ipsum dolor sit amet '.repeat(100)}`

/** React Router's scroll restoration script, shortened; the page's name stands for its storage key. */
const scrollRestoration = (name) => `((storageKey2, restoreKey) => {})("${name}", null)`
/** The same script as the rewritten page runs it: only for a history entry React Router keyed. */
const guarded = (name) => `if(history.state?.key)${scrollRestoration(name)}`
const CONTEXT = 'window.__reactRouterContext = {}'

/** A page as React Router prerenders it: preloads, its inline scripts and the hydration module script. */
const page = (name, body = '') =>
  `<html><head><link rel="modulepreload" href="/assets/entry.client-abc.js"/><link rel="modulepreload" href="/assets/${name}-route.js"/></head><body>${body}` +
  `<script>${scrollRestoration(name)}</script><script>${CONTEXT}</script>` +
  `<script type="module" async="">import * as route0 from "/assets/${name}-route.js";\n` +
  `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-abc.js");</script></body></html>`

/** The deferred-hydration loader postbuild put in a written page. */
const loaderOf = (file) => /<script[^>]*>(\(\(\)=>\{const p=[^<]*)<\/script>/.exec(readFileSync(client(file), 'utf8'))[1]

function write(file, content) {
  mkdirSync(dirname(client(file)), { recursive: true })
  writeFileSync(client(file), content)
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'postbuild-'))
  write('index.html', page('home', `<p>${bigText('home')}</p>`))
  write('Enterprises/index.html', page('enterprises'))
  write('404/index.html', page('notFound'))
  write('__spa-fallback.html', `<script>spa()</script>${bigText('spa')}`)
  write('assets/app-abc.js', bigText('js'))
  write('assets/small-abc.js', 'tiny()')
  write('assets/first-view-abc.js', 'shell()')
  write('assets/font-abc.woff2', bigText('binary'))
  write('about.data', bigText('data'))
  write('brochures/cloud.pdf', '%PDF-1.3 fake')
  write('brochures/cloud.pdf.data', bigText('resource data'))
  await postbuild({ buildDir, log: () => {}, warn: () => {} })
})

afterAll(() => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true })
})

describe('postbuild', () => {
  it('defers every page’s hydration script to a boot file, and makes the page import the first view script', () => {
    for (const file of ['index.html', 'Enterprises/index.html', '404/index.html', '404.html']) {
      const html = readFileSync(client(file), 'utf8')
      expect(html, file).not.toMatch(/<link rel="modulepreload"|<script type="module"/)
      expect(html, file).toContain('import("/assets/first-view-abc.js")')
      const boot = /b="\/assets\/(boot-[\w-]+\.js)"/.exec(html)?.[1]
      expect(readFileSync(client(`assets/${boot}`), 'utf8'), file).toContain('window.__reactRouterRouteModules')
    }
  })

  it('records every HTML file’s inline script hashes outside build/client', () => {
    const hashes = JSON.parse(readFileSync(join(buildDir, 'csp-hashes.json'), 'utf8'))
    expect(hashes).toEqual({
      '404/index.html': [cspHash(guarded('notFound')), cspHash(CONTEXT), cspHash(loaderOf('404/index.html'))],
      'Enterprises/index.html': [cspHash(guarded('enterprises')), cspHash(CONTEXT), cspHash(loaderOf('Enterprises/index.html'))],
      '404.html': [cspHash(guarded('notFound')), cspHash(CONTEXT), cspHash(loaderOf('404.html'))],
      'index.html': [cspHash(guarded('home')), cspHash(CONTEXT), cspHash(loaderOf('index.html'))],
    })
  })

  it('writes _headers with a rule per page, including the static hosts’ 404.html', () => {
    const text = readFileSync(client('_headers'), 'utf8')
    const paths = text.split('\n').filter((line) => line && !line.startsWith(' '))
    expect(paths).toEqual([
      '/*',
      '/assets/*',
      '/*.data',
      '/search-index.json',
      '/admin',
      '/admin/*',
      '/',
      '/index.html',
      '/404',
      '/404/index.html',
      '/404.html',
      '/Enterprises',
      '/Enterprises/index.html',
    ])
    expect(text).toContain(`'${cspHash(guarded('enterprises'))}'`)
  })

  it('writes _redirects for the pages, and sends the not-found page’s own URLs to a missing path', () => {
    const rules = readFileSync(client('_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
    expect(rules).toContain('/enterprises /Enterprises 301')
    expect(rules).toContain('/ENTERPRISES/ /Enterprises 301')
    expect(rules).toContain('/Enterprises /Enterprises/ 200')
    expect(rules).toContain('/404 /.not-found 200')
    expect(rules).toContain('/404.html /.not-found 200')
    expect(rules.filter((rule) => rule.includes('404'))).toHaveLength(4)
  })

  it('writes the nginx configuration with each page’s CSP and redirect', () => {
    const http = readFileSync(join(buildDir, 'nginx', 'http.conf'), 'utf8')
    const server = readFileSync(join(buildDir, 'nginx', 'server.conf'), 'utf8')
    expect(http).toContain(`'${cspHash(guarded('enterprises'))}'`)
    expect(http).toContain('"~^(?i:/Enterprises)(?:/|/index\\.html)?$" "/Enterprises";')
    expect(server).toContain('error_page 404 /404.html;')
    expect(existsSync(client('nginx'))).toBe(false) // never published
  })

  it('precompresses text files over 1 KB and leaves the rest alone', () => {
    const source = readFileSync(client('assets/app-abc.js'))
    expect(brotliDecompressSync(readFileSync(client('assets/app-abc.js.br')))).toEqual(source)
    expect(gunzipSync(readFileSync(client('assets/app-abc.js.gz')))).toEqual(source)
    expect(statSync(client('assets/app-abc.js.br')).size).toBeLessThan(source.length)
    expect(existsSync(client('index.html.br'))).toBe(true)
    expect(existsSync(client('about.data.br'))).toBe(true)
    expect(existsSync(client('assets/small-abc.js.br'))).toBe(false)
    expect(existsSync(client('assets/font-abc.woff2.br'))).toBe(false)
  })

  it('drops the data files of prerendered resource routes but keeps page data', () => {
    expect(existsSync(client('brochures/cloud.pdf'))).toBe(true)
    expect(existsSync(client('brochures/cloud.pdf.data'))).toBe(false)
    expect(existsSync(client('brochures/cloud.pdf.data.br'))).toBe(false)
    expect(existsSync(client('about.data'))).toBe(true)
  })

  it('removes the SPA fallback and copies the not-found page, with its CSP, to where static hosts look for it', () => {
    expect(existsSync(client('__spa-fallback.html'))).toBe(false)
    const hashes = JSON.parse(readFileSync(join(buildDir, 'csp-hashes.json'), 'utf8'))
    const copy = readFileSync(client('404.html'), 'utf8')
    // Static hosts send it for unknown URLs without the page's CSP header, so it carries the policy.
    expect(copy).toBe(
      readFileSync(client('404/index.html'), 'utf8').replace('<head>', `<head>${contentSecurityPolicyMeta(hashes['404.html'])}`),
    )
  })

  it('puts the policy after the charset declaration, before any script', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script></head></html>'
    const withMeta = withPolicyMeta(html, ['sha256-a='])
    expect(withMeta).toBe(html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${contentSecurityPolicyMeta(['sha256-a='])}`))
    expect(() => withPolicyMeta('<p>no head</p>', [])).toThrow(/no <head>/)
  })

  it('can run again over its own output', async () => {
    await postbuild({ buildDir, log: () => {}, warn: () => {} })
    expect(existsSync(client('assets/app-abc.js.br.br'))).toBe(false)
    expect(JSON.parse(readFileSync(join(buildDir, 'csp-hashes.json'), 'utf8'))).not.toHaveProperty('index.html.br')
  })
})

describe('postbuild with an analytics provider configured', () => {
  const sources = { 'script-src': ['https://stats.example'], 'connect-src': ['https://stats.example'], 'img-src': [] }
  let dir

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'postbuild-sources-'))
    mkdirSync(join(dir, 'client/assets'), { recursive: true })
    writeFileSync(join(dir, 'client/assets/first-view-abc.js'), 'shell()')
    for (const [file, name] of [
      ['index.html', 'home'],
      ['404/index.html', 'notFound'],
    ]) {
      mkdirSync(dirname(join(dir, 'client', file)), { recursive: true })
      writeFileSync(join(dir, 'client', file), page(name))
    }
    await postbuild({ buildDir: dir, cspSources: sources, gonePages: ['/careers/closed-role'], log: () => {}, warn: () => {} })
  })

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('stores the sources for the server and puts them in _headers, the nginx map and the static not-found page', () => {
    expect(JSON.parse(readFileSync(join(dir, 'csp-sources.json'), 'utf8'))).toEqual(sources)
    // The content editor's rules keep their own policy.
    const policies = readFileSync(join(dir, 'client/_headers'), 'utf8')
      .match(/Content-Security-Policy: default-src 'self'; script-src [^\n]+/g)
      .filter((policy) => !policy.includes('wasm-unsafe-eval'))
    expect(policies.length).toBeGreaterThan(0)
    for (const policy of policies)
      expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/stats\.example;.*connect-src 'self' https:\/\/stats\.example/)
    expect(readFileSync(join(dir, 'nginx/http.conf'), 'utf8')).toContain("connect-src 'self' https://stats.example")
    expect(readFileSync(join(dir, 'client/404.html'), 'utf8')).toContain("connect-src 'self' https://stats.example")
  })

  it('stores none when the content configures no provider', () => {
    expect(JSON.parse(readFileSync(join(buildDir, 'csp-sources.json'), 'utf8'))).toEqual({})
  })

  it('stores the gone pages for the server and answers them with 410 in the nginx files', () => {
    expect(JSON.parse(readFileSync(join(dir, 'gone-pages.json'), 'utf8'))).toEqual(['/careers/closed-role'])
    expect(readFileSync(join(dir, 'nginx/http.conf'), 'utf8')).toContain('"~^/careers/closed-role$" "1";')
    // By default the list is the generated content's; this build's folder has none, so no page is gone.
    expect(JSON.parse(readFileSync(join(buildDir, 'gone-pages.json'), 'utf8'))).toEqual([])
  })
})
