import { describe, expect, it } from 'vitest'

import { ASSET_CACHE, PAGE_CACHE, contentSecurityPolicy, headersFor, securityHeaders } from '../../server/headers.mjs'
import { createPageResolver } from '../../server/redirects.mjs'
import { cacheMapEntries, cspMapEntries, goneMapEntries, redirectMapEntries, renderNginxConfig } from './nginx-config.mjs'

const PAGES = ['/', '/about', '/Enterprises', '/404', '/success-stories/cloud-migration']
const HASHES = {
  'index.html': ['sha256-home='],
  'about/index.html': ['sha256-about='],
  'Enterprises/index.html': ['sha256-enterprises='],
  '404/index.html': ['sha256-404='],
  '404.html': ['sha256-404='],
  'success-stories/cloud-migration/index.html': [],
}

/** The JavaScript equivalent of an nginx map key (PCRE): `(?i:...)` becomes per-letter classes. */
function toJsRegex(key) {
  const source = key.replace(/^"~/, '').replace(/"$/, '')
  let out = ''
  for (let i = 0; i < source.length; i++) {
    if (!source.startsWith('(?i:', i)) {
      out += source[i]
      continue
    }
    i += '(?i:'.length
    out += '(?:'
    for (; source[i] !== ')'; i++) {
      if (source[i] === '\\') out += source[i] + source[++i]
      else out += /[a-z]/i.test(source[i]) ? `[${source[i].toLowerCase()}${source[i].toUpperCase()}]` : source[i]
    }
    out += ')'
  }
  return new RegExp(out)
}

/** What an nginx map with these regex entries answers for `input`. */
function lookup(entries, input, fallback = '') {
  const hit = entries.find(([key]) => toJsRegex(key).test(input))
  return hit ? JSON.parse(hit[1]) : fallback
}

describe('redirectMapEntries', () => {
  const entries = redirectMapEntries(PAGES)
  const resolvePath = createPageResolver(PAGES)

  it.each([
    '/',
    '/index.html',
    '/about',
    '/about/',
    '/about/index.html',
    '/ABOUT',
    '/About/',
    '/ABOUT/index.html',
    '/about/INDEX.HTML',
    '/Enterprises',
    '/enterprises',
    '/ENTERPRISES/',
    '/Enterprises/index.html',
    '/404',
    '/404/',
    '/success-stories/cloud-migration',
    '/SUCCESS-STORIES/Cloud-Migration/',
    '/success-stories',
    '/aboutx',
    '/xabout',
    '/about/x',
    '/assets/app.js',
    '/favicon.svg/',
    '/no-such-page',
  ])('answers %s as the Node server does', (path) => {
    const answer = resolvePath(path)
    expect(lookup(entries, path)).toBe(answer.kind === 'redirect' ? answer.location : '')
  })

  it('keeps a page’s own spelling when two pages differ only in case', () => {
    const twins = redirectMapEntries(['/about', '/About'])
    expect(lookup(twins, '/about')).toBe('')
    expect(lookup(twins, '/About')).toBe('')
    expect(lookup(twins, '/ABOUT')).toBe('/About')
  })

  it('refuses page paths nginx would read differently', () => {
    expect(() => redirectMapEntries(['/a"b'])).toThrow(/unsupported/)
    expect(() => redirectMapEntries(['/a$b'])).toThrow(/unsupported/)
    expect(() => redirectMapEntries(['/a b'])).toThrow(/unsupported/)
  })
})

describe('cspMapEntries', () => {
  const entries = cspMapEntries(HASHES)

  it('gives each HTML file exactly its own policy, matched case-sensitively', () => {
    expect(lookup(entries, '/about/index.html')).toBe(contentSecurityPolicy(['sha256-about=']))
    expect(lookup(entries, '/404.html')).toBe(contentSecurityPolicy(['sha256-404=']))
    expect(lookup(entries, '/Enterprises/index.html')).toBe(contentSecurityPolicy(['sha256-enterprises=']))
    expect(lookup(entries, '/enterprises/index.html')).toBe('')
    expect(lookup(entries, '/about/index.htmlx')).toBe('')
    expect(lookup(entries, '/assets/app.js')).toBe('')
  })
})

describe('cacheMapEntries', () => {
  const entries = cacheMapEntries()
  const cacheOf = (status, uri) => lookup(entries, `${status}:${uri}`, 'public, max-age=3600')

  it.each(['/assets/app-1.js', '/about.data', '/favicon.svg', '/brochures/cloud.pdf'])('agrees with headersFor() for %s', (path) => {
    expect(cacheOf(200, path)).toBe(headersFor(path)['Cache-Control'])
    expect(cacheOf(304, path)).toBe(headersFor(path)['Cache-Control'])
  })

  it('revalidates pages, sends the not-found page like a page, and never stores other errors', () => {
    expect(cacheOf(200, '/about/index.html')).toBe(PAGE_CACHE)
    expect(cacheOf(206, '/assets/app-1.js')).toBe(ASSET_CACHE)
    expect(cacheOf(404, '/404.html')).toBe(PAGE_CACHE)
    expect(cacheOf(410, '/careers/closed-role/index.html')).toBe(PAGE_CACHE)
    expect(cacheOf(405, '/about')).toBe('no-store')
    expect(cacheOf(500, '/assets/app-1.js')).toBe('no-store')
    expect(cacheOf(301, '/ABOUT')).toBe('')
  })
})

describe('renderNginxConfig', () => {
  const config = renderNginxConfig({ pagePaths: PAGES, hashes: HASHES, notFoundPage: '/404', staticNotFoundFile: '404.html' })
  const server = config['server.conf']
  const http = config['http.conf']

  it('sends every security header on every response', () => {
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(server).toContain(`add_header ${name} "${value}" always;`)
    }
    expect(server).toMatch(/^add_header Content-Security-Policy \$stratora_csp always;$/m)
    expect(server).toMatch(/^add_header Cache-Control \$stratora_cache_control always;$/m)
    // nginx drops inherited add_header lines in any block that has its own.
    expect(server.match(/^add_header /gm)).toHaveLength(Object.keys(securityHeaders()).length + 4) // + Cache-Control, CSP, X-Robots-Tag (the editor), Allow
    expect(server).not.toMatch(/^\s+add_header/m)
  })

  it('serves pages without nginx’s directory redirects and answers unknown URLs with 404.html', () => {
    expect(server).toContain('try_files $uri $uri/index.html =404;')
    expect(server).toContain('absolute_redirect off;')
    expect(server).toContain('error_page 404 /404.html;')
    expect(server).toMatch(/location = \/404 \{\n\s+return 404;/)
    expect(server).toMatch(/location = \/404\.html \{\n\s+internal;/)
  })

  it('redirects before choosing a location, and allows only GET and HEAD', () => {
    expect(server).toContain('return 301 $stratora_redirect$is_args$args;')
    expect(server.indexOf('return 405')).toBeLessThan(server.indexOf('return 301'))
    expect(server.indexOf('return 301')).toBeLessThan(server.search(/^location /m))
    expect(http).toMatch(/map \$request_method \$stratora_allow \{[^}]*default "GET, HEAD";[^}]*GET "";[^}]*HEAD "";/)
  })

  it('puts only map blocks and comments in the http part', () => {
    const statements = http.split('\n').filter((line) => line && !line.startsWith('#') && !line.startsWith(' '))
    expect(statements.filter((line) => line !== '}').every((line) => line.startsWith('map '))).toBe(true)
    expect(http).toContain(`"~^/Enterprises/index\\.html$" "${contentSecurityPolicy(['sha256-enterprises='])}";`)
  })

  it('answers each gone page with 410 and its own file, after the redirects', () => {
    const gone = renderNginxConfig({
      pagePaths: PAGES,
      hashes: HASHES,
      notFoundPage: '/404',
      staticNotFoundFile: '404.html',
      gonePages: ['/success-stories/cloud-migration'],
    })
    const entries = goneMapEntries(['/success-stories/cloud-migration'])
    expect(lookup(entries, '/success-stories/cloud-migration')).toBe('1')
    expect(lookup(entries, '/success-stories/cloud-migration/index.html')).toBe('')
    expect(lookup(entries, '/about')).toBe('')
    expect(gone['http.conf']).toContain('map $uri $stratora_gone {')
    const goneServer = gone['server.conf']
    expect(goneServer).toMatch(/if \(\$stratora_gone\) \{\n\s+return 410;/)
    expect(goneServer.indexOf('return 301')).toBeLessThan(goneServer.indexOf('return 410'))
    // A named location: an error page by URI would pass the redirects again, which send the file back to the page.
    expect(goneServer).toContain('error_page 410 @stratora_gone;')
    expect(goneServer).toMatch(/location @stratora_gone \{\n\s+try_files \$uri\/index\.html =410;/)
    // Without gone pages the map is there, matching nothing.
    expect(http).toMatch(/map \$uri \$stratora_gone \{\n\s+volatile;\n\s+default "";\n\}/)
  })

  it('needs the static not-found page in the build', () => {
    expect(() =>
      renderNginxConfig({ pagePaths: PAGES, hashes: { 'index.html': [] }, notFoundPage: '/404', staticNotFoundFile: '404.html' }),
    ).toThrow(/404\.html/)
  })
})

describe('renderNginxConfig with the Dutch edition', () => {
  it('sends unknown /nl URLs the Dutch not-found page, and /nl/404 itself with 404', () => {
    const { 'server.conf': server } = renderNginxConfig({
      pagePaths: ['/', '/404', '/nl', '/nl/404'],
      hashes: { 'index.html': [], '404/index.html': [], '404.html': [], 'nl/index.html': [], 'nl/404/index.html': [], 'nl/404.html': [] },
      notFoundPage: '/404',
      staticNotFoundFile: '404.html',
    })
    expect(server).toContain('location /nl/ {\n    error_page 404 /nl/404.html;\n    try_files $uri $uri/index.html =404;\n}')
    expect(server).toContain('location = /nl/404 {\n    error_page 404 /nl/404.html;\n    return 404;\n}')
    expect(server).toContain('location = /nl/404.html {\n    internal;\n}')
  })
})
