import { describe, expect, it } from 'vitest'

import { createPageResolver, renderRedirectsFile, staticRedirectRules, withoutPageSuffix } from './redirects.mjs'

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
  const rules = staticRedirectRules(PAGES)
  const targets = Object.fromEntries(rules.map(({ from, to }) => [from, to]))

  it('lists the lower- and upper-case spellings of each page', () => {
    expect(targets).toEqual({
      '/ABOUT': '/about',
      '/enterprises': '/Enterprises',
      '/ENTERPRISES': '/Enterprises',
      '/SUCCESS-STORIES/CLOUD-MIGRATION': '/success-stories/cloud-migration',
    })
    expect(rules.every(({ status }) => status === 301)).toBe(true)
  })

  it('leaves trailing slashes to the host, which would loop against a slash-stripping rule', () => {
    expect(rules.some(({ from }) => from.endsWith('/'))).toBe(false)
  })

  it('never redirects a page, the home page or a URL to itself, and lists each source once', () => {
    const sources = rules.map(({ from }) => from)
    expect(new Set(sources).size).toBe(sources.length)
    for (const { from, to } of rules) expect(from).not.toBe(to)
    for (const page of PAGES) expect(sources).not.toContain(page)
    expect(sources).not.toContain('//')
  })

  it('agrees with the Node server for every rule', () => {
    const resolvePath = createPageResolver(PAGES)
    for (const { from, to } of rules) expect(resolvePath(from)).toEqual({ kind: 'redirect', location: to })
  })

  it('skips spellings that are pages of their own', () => {
    const twins = staticRedirectRules(['/about', '/ABOUT'])
    expect(twins.map(({ from }) => from)).toEqual([])
  })

  it('stays far below the 2,000 rules Cloudflare Pages accepts for this site’s size', () => {
    const pages = Array.from({ length: 100 }, (_, i) => `/service-${i}/Detail`)
    expect(staticRedirectRules(pages).length).toBeLessThanOrEqual(6 * pages.length)
  })
})

describe('renderRedirectsFile', () => {
  it('writes one "from to 301" line per rule after a comment', () => {
    const { text, ruleCount } = renderRedirectsFile(['/', '/about', '/Enterprises'])
    const lines = text.trim().split('\n')
    expect(lines.filter((line) => line.startsWith('#')).length).toBeGreaterThan(0)
    const rules = lines.filter((line) => !line.startsWith('#'))
    expect(rules).toHaveLength(ruleCount)
    expect(rules).toEqual(['/enterprises /Enterprises 301', '/ENTERPRISES /Enterprises 301', '/ABOUT /about 301'])
  })
})
