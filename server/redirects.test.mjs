import { describe, expect, it } from 'vitest'

import { MISSING_PATH, createPageResolver, renderRedirectsFile, staticRedirectRules, withoutPageSuffix } from './redirects.mjs'

const PAGES = ['/', '/about', '/Enterprises', '/404', '/success-stories/cloud-migration']

describe('withoutPageSuffix', () => {
  it.each([
    ['/about/', '/about'],
    ['/about/index.html', '/about'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/about', '/about'],
    ['/about/INDEX.HTML', '/about/INDEX.HTML'],
    ['/favicon.svg', '/favicon.svg'],
  ])('%s -> %s', (path, pagePath) => {
    expect(withoutPageSuffix(path)).toBe(pagePath)
  })
})

describe('createPageResolver', () => {
  const resolvePath = createPageResolver(PAGES)

  it.each([
    ['/about/', '/about'],
    ['/about/index.html', '/about'],
    ['/index.html', '/'],
    ['/ABOUT', '/about'],
    ['/About/', '/about'],
    ['/enterprises', '/Enterprises'],
    ['/ENTERPRISES/', '/Enterprises'],
    ['/Enterprises/index.html', '/Enterprises'],
    ['/Success-Stories/Cloud-Migration', '/success-stories/cloud-migration'],
  ])('redirects %s to %s', (path, location) => {
    expect(resolvePath(path)).toEqual({ kind: 'redirect', location })
  })

  it('answers a page’s own spelling with the page', () => {
    for (const page of PAGES) expect(resolvePath(page)).toEqual({ kind: 'page', path: page })
  })

  it('leaves files alone and rejects page suffixes on them', () => {
    expect(resolvePath('/favicon.svg')).toEqual({ kind: 'file' })
    expect(resolvePath('/no-such-page')).toEqual({ kind: 'file' })
    expect(resolvePath('/favicon.svg/')).toEqual({ kind: 'not-found' })
    expect(resolvePath('/assets/index.html')).toEqual({ kind: 'not-found' })
    // Only the page part ignores case; the index.html suffix does not.
    expect(resolvePath('/about/INDEX.HTML')).toEqual({ kind: 'file' })
  })

  it('sends a spelling of two pages that differ in case to the first in code-unit order', () => {
    const resolveTwins = createPageResolver(['/about', '/About'])
    expect(resolveTwins('/about')).toEqual({ kind: 'page', path: '/about' })
    expect(resolveTwins('/About')).toEqual({ kind: 'page', path: '/About' })
    expect(resolveTwins('/ABOUT')).toEqual({ kind: 'redirect', location: '/About' })
  })
})

describe('staticRedirectRules', () => {
  const NOT_FOUND = { notFoundPage: '/404', staticNotFoundFile: '404.html' }
  const rules = staticRedirectRules(PAGES, NOT_FOUND)
  const redirects = rules.filter(({ status }) => status === 301)
  const rewrites = rules.filter(({ status }) => status === 200)
  const targets = Object.fromEntries(redirects.map(({ from, to }) => [from, to]))

  it('redirects each page’s slash, index.html and letter-case spellings', () => {
    expect(targets).toEqual({
      '/index.html': '/',
      '/about/': '/about',
      '/about/index.html': '/about',
      '/ABOUT': '/about',
      '/ABOUT/': '/about',
      '/Enterprises/': '/Enterprises',
      '/Enterprises/index.html': '/Enterprises',
      '/enterprises': '/Enterprises',
      '/enterprises/': '/Enterprises',
      '/ENTERPRISES': '/Enterprises',
      '/ENTERPRISES/': '/Enterprises',
      '/success-stories/cloud-migration/': '/success-stories/cloud-migration',
      '/success-stories/cloud-migration/index.html': '/success-stories/cloud-migration',
      '/SUCCESS-STORIES/CLOUD-MIGRATION': '/success-stories/cloud-migration',
      '/SUCCESS-STORIES/CLOUD-MIGRATION/': '/success-stories/cloud-migration',
    })
    expect(rules.every(({ status }) => status === 301 || status === 200)).toBe(true)
  })

  it('serves each page at its URL by rewriting to its folder, which Cloudflare Pages would redirect to', () => {
    // Without these, Cloudflare Pages answers /about with 308 to /about/, and /about/ -> /about loops.
    const pageRewrites = rewrites.filter(({ to }) => to !== MISSING_PATH)
    expect(pageRewrites).toEqual(
      ['/Enterprises', '/about', '/success-stories/cloud-migration'].map((page) => ({ from: page, to: `${page}/`, status: 200 })),
    )
  })

  it('answers the not-found page’s own URLs from a missing path, so they get status 404', () => {
    const notFound = rewrites.filter(({ to }) => to === MISSING_PATH).map(({ from }) => from)
    expect(notFound).toEqual(['/404', '/404/', '/404/index.html', '/404.html'])
    expect(staticRedirectRules(PAGES).some(({ to }) => to === MISSING_PATH)).toBe(false)
    expect(staticRedirectRules(PAGES).some(({ from }) => from === '/404/')).toBe(true)
  })

  it('never redirects a page, the home page or a URL to itself, and lists each source once', () => {
    const sources = rules.map(({ from }) => from)
    expect(new Set(sources).size).toBe(sources.length)
    for (const { from, to } of rules) expect(from).not.toBe(to)
    for (const page of PAGES) expect(redirects.map(({ from }) => from)).not.toContain(page)
    expect(sources).not.toContain('/')
    expect(sources.some((from) => from.startsWith('//'))).toBe(false)
  })

  it('agrees with the Node server for every redirect', () => {
    const resolvePath = createPageResolver(PAGES)
    for (const { from, to } of redirects) expect(resolvePath(from)).toEqual({ kind: 'redirect', location: to })
  })

  it('skips spellings that are pages of their own', () => {
    const twins = staticRedirectRules(['/about', '/ABOUT'])
    expect(twins.filter(({ status }) => status === 301).map(({ from }) => from)).toEqual([
      '/ABOUT/',
      '/ABOUT/index.html',
      '/about/',
      '/about/index.html',
    ])
  })

  it('stays far below the 2,000 rules Cloudflare Pages accepts for this site’s size', () => {
    const pages = Array.from({ length: 100 }, (_, i) => `/service-${i}/Detail`)
    expect(staticRedirectRules(pages).length).toBeLessThanOrEqual(8 * pages.length)
  })
})

describe('renderRedirectsFile', () => {
  it('writes one "from to status" line per rule after a comment', () => {
    const { text, ruleCount } = renderRedirectsFile(['/', '/about', '/Enterprises'])
    const lines = text.trim().split('\n')
    expect(lines.filter((line) => line.startsWith('#')).length).toBeGreaterThan(0)
    const rules = lines.filter((line) => !line.startsWith('#'))
    expect(rules).toHaveLength(ruleCount)
    expect(rules).toEqual([
      '/index.html / 301',
      '/Enterprises/ /Enterprises 301',
      '/Enterprises/index.html /Enterprises 301',
      '/enterprises /Enterprises 301',
      '/enterprises/ /Enterprises 301',
      '/ENTERPRISES /Enterprises 301',
      '/ENTERPRISES/ /Enterprises 301',
      '/Enterprises /Enterprises/ 200',
      '/about/ /about 301',
      '/about/index.html /about 301',
      '/ABOUT /about 301',
      '/ABOUT/ /about 301',
      '/about /about/ 200',
    ])
  })
})

describe('staticRedirectRules with the Dutch edition', () => {
  it('answers the Dutch not-found page’s own URLs with 404, and unknown /nl URLs with the Dutch not-found page', () => {
    const rules = staticRedirectRules(['/', '/about', '/404', '/nl', '/nl/about', '/nl/404'], {
      notFoundPage: '/404',
      staticNotFoundFile: '404.html',
    })
    const rule = (from) => rules.find((candidate) => candidate.from === from)
    expect(rule('/nl/404')).toEqual({ from: '/nl/404', to: `/nl${MISSING_PATH}`, status: 200 })
    expect(rule('/nl/404.html')).toEqual({ from: '/nl/404.html', to: `/nl${MISSING_PATH}`, status: 200 })
    expect(rule('/nl/*')).toEqual({ from: '/nl/*', to: '/nl/404.html', status: 404 })
    expect(rule('/nl/about')).toEqual({ from: '/nl/about', to: '/nl/about/', status: 200 })
    // The catch-all comes after every page's own rules.
    expect(rules.indexOf(rule('/nl/*'))).toBe(rules.length - 1)
  })
})
