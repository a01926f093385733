import { describe, expect, it } from 'vitest'

import { BOOKING_ORIGIN } from '../app/content/booking.ts'
import {
  FOLDER_RULE_MIN_PAGES,
  contentSecurityPolicy,
  contentSecurityPolicyMeta,
  headersFor,
  renderHeadersFile,
  securityHeaders,
} from './headers.mjs'
import { bookingOrigin } from './security-config.mjs'

describe('security config', () => {
  it('frames the origin the booking dialog frames (app/content/booking.ts)', () => {
    expect(bookingOrigin).toBe(BOOKING_ORIGIN)
  })
})

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by hash', () => {
    const csp = contentSecurityPolicy(['sha256-abc=', 'sha256-abc=', 'sha256-def='])
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='")
    expect(csp).toContain(`frame-src ${bookingOrigin}`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('upgrade-insecure-requests')
  })
})

describe("contentSecurityPolicy with the build's extra sources", () => {
  const sources = {
    'script-src': ['https://plausible.io'],
    'connect-src': ['https://plausible.io', 'https://plausible.io'],
    'img-src': ['https://stats.example'],
  }
  const directives = (policy) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

  it('adds each host to its directive only, once', () => {
    const policy = directives(contentSecurityPolicy(['sha256-abc='], sources))
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://plausible.io'])
    expect(policy['connect-src']).toEqual(["'self'", 'https://plausible.io'])
    expect(policy['img-src']).toEqual(["'self'", 'https://stats.example'])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toEqual(directives(contentSecurityPolicy([]))['frame-src'])
  })

  it('without sources is the policy as it always was', () => {
    expect(contentSecurityPolicy(['sha256-abc='], {})).toBe(contentSecurityPolicy(['sha256-abc=']))
    expect(directives(contentSecurityPolicy([]))['connect-src']).toEqual(["'self'"])
  })

  it("reaches the page headers, the _headers file and the meta tag, never the editor's policy", () => {
    expect(headersFor('/about', { scriptHashes: [], cspSources: sources })['Content-Security-Policy']).toContain(
      "connect-src 'self' https://plausible.io",
    )
    const { text } = renderHeadersFile([{ path: '/about', scriptHashes: [] }], { cspSources: sources })
    expect(text.match(/https:\/\/plausible\.io/g)).toHaveLength(4) // script-src and connect-src of /about and /about/index.html
    expect(headersFor('/admin/', { cspSources: sources })['Content-Security-Policy']).not.toContain('plausible')
    expect(contentSecurityPolicyMeta([], sources)).toContain('https://plausible.io')
  })
})

describe('headersFor', () => {
  it('treats a response with script hashes as an HTML page', () => {
    const headers = headersFor('/about', { scriptHashes: [] })
    expect(headers).toMatchObject(securityHeaders())
    expect(headers['Cache-Control']).toBe('no-cache')
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy([]))
  })

  it('caches by path otherwise', () => {
    expect(headersFor('/assets/app-1.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor('/about.data')['Cache-Control']).toBe('no-cache')
    expect(headersFor('/favicon.svg')['Cache-Control']).toBe('public, max-age=3600')
    expect(headersFor('/favicon.svg')['Content-Security-Policy']).toBeUndefined()
  })
})

describe('renderHeadersFile', () => {
  it('writes one rule per header group, so hosts never join two values of a header', () => {
    const { text, ruleCount } = renderHeadersFile([
      { path: '/about', scriptHashes: ['sha256-about='] },
      { path: '/', scriptHashes: ['sha256-home='] },
    ])
    expect(ruleCount).toBe(10) // /*, /assets/*, /*.data, /search-index.json, /admin, /admin/*, then / and /about at their URL and file
    const blocks = Object.fromEntries(
      text
        .trim()
        .split('\n\n')
        .map((block) => {
          const [path, ...lines] = block.split('\n')
          return [path, lines]
        }),
    )
    // No /about/ rule: Cloudflare Pages redirects /about/ (see staticRedirectRules) and Netlify's /about
    // rule matches /about/ too. The file's rule is for Netlify, which matches the file it serves.
    expect(Object.keys(blocks)).toEqual([
      '/*',
      '/assets/*',
      '/*.data',
      '/search-index.json',
      '/admin',
      '/admin/*',
      '/',
      '/index.html',
      '/about',
      '/about/index.html',
    ])
    // The content editor: its own policy and noindex, the same on its URL and every file under it.
    expect(blocks['/admin/*']).toEqual(blocks['/admin'])
    expect(blocks['/admin']).toContain('  X-Robots-Tag: noindex')
    expect(blocks['/about/index.html']).toEqual(blocks['/about'])
    expect(blocks['/*']).toContain('  X-Frame-Options: DENY')
    expect(blocks['/*'].join('\n')).not.toMatch(/Cache-Control|Content-Security-Policy/)
    expect(blocks['/assets/*']).toEqual(['  Cache-Control: public, max-age=31536000, immutable'])
    expect(blocks['/about']).toEqual([
      '  Cache-Control: no-cache',
      `  Content-Security-Policy: ${contentSecurityPolicy(['sha256-about='])}`,
    ])
    // Hosts would send loader data as a download and cache it with their own defaults.
    expect(blocks['/*.data']).toEqual(['  Content-Type: text/x-script', '  Cache-Control: no-cache'])
    expect(blocks['/'].join('\n')).toContain("'sha256-home='")
  })
})

describe('renderHeadersFile with a folder of pages', () => {
  // Cloudflare Pages applies only 100 rules: a folder of many pages (the stories, the roles) shares two.
  const stories = Array.from({ length: FOLDER_RULE_MIN_PAGES }, (_, i) => ({
    path: `/stories/s${i}`,
    scriptHashes: [`sha256-s${i}=`, 'sha256-shared='],
  }))
  const { text, ruleCount } = renderHeadersFile([
    { path: '/about', scriptHashes: ['sha256-about='] },
    { path: '/stories', scriptHashes: ['sha256-list='] },
    ...stories,
  ])
  const blocks = Object.fromEntries(
    text
      .trim()
      .split('\n\n')
      .map((block) => [block.split('\n')[0], block.split('\n').slice(1)]),
  )

  it('gives the folder its own URL and everything under it, and no rule per page', () => {
    expect(Object.keys(blocks)).toEqual([
      '/*',
      '/assets/*',
      '/*.data',
      '/search-index.json',
      '/admin',
      '/admin/*',
      '/stories',
      '/stories/*',
      '/about',
      '/about/index.html',
    ])
    expect(ruleCount).toBe(10)
  })

  it('allows in both the inline scripts of every page of the folder, the same headers on each', () => {
    const union = contentSecurityPolicy(['sha256-list=', ...stories.flatMap((story) => story.scriptHashes)])
    expect(blocks['/stories']).toEqual(['  Cache-Control: no-cache', `  Content-Security-Policy: ${union}`])
    expect(blocks['/stories/*']).toEqual(blocks['/stories'])
    expect(blocks['/about'].join('\n')).not.toContain('sha256-s0=')
  })

  it('keeps a rule per page for a folder of fewer pages', () => {
    const few = renderHeadersFile(stories.slice(0, FOLDER_RULE_MIN_PAGES - 1))
    expect(few.text).toContain('\n/stories/s0\n')
    expect(few.text).not.toContain('/stories/*')
  })
})

describe('contentSecurityPolicyMeta', () => {
  it('is the page CSP without frame-ancestors, which browsers ignore in a meta policy', () => {
    const meta = contentSecurityPolicyMeta(['sha256-nf='])
    const policy = /content="([^"]*)"/.exec(meta)?.[1]
    expect(meta).toMatch(/^<meta http-equiv="Content-Security-Policy" content="[^"]+"\/>$/)
    expect(policy).toBe(contentSecurityPolicy(['sha256-nf=']).replace("; frame-ancestors 'none'", ''))
  })
})

describe('renderHeadersFile with the Dutch edition', () => {
  it('gives /nl pages their caching only (their policy is a meta tag in each page), so every line stays under 2,000 characters', () => {
    const pages = [
      { path: '/about', scriptHashes: ['sha256-a'] },
      ...Array.from({ length: 60 }, (_, i) => ({ path: `/nl/page-${i}`, scriptHashes: [`sha256-${'x'.repeat(43)}${i}`] })),
      { path: '/nl', scriptHashes: ['sha256-home'] },
    ]
    const { text } = renderHeadersFile(pages)
    expect(text).toContain('/nl\n  Cache-Control: no-cache')
    expect(text).toContain('/nl/*\n  Cache-Control: no-cache')
    expect(text).not.toContain('sha256-x')
    expect(text).toContain("'sha256-a'")
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThan(2000)
  })
})
