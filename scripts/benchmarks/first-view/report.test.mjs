import { describe, expect, it } from 'vitest'

import { KB, checkBudgets } from './budgets.mjs'
import { renderReport } from './report.mjs'

const files = (path, gzip) => ({ files: [{ path, raw: 3 * gzip, gzip, brotli: gzip - KB }], raw: 3 * gzip, gzip, brotli: gzip - KB })

const report = (route, { jsGzip = 5 * KB, intentGzip = 50 * KB, notFound = false } = {}) => ({
  route,
  notFound,
  html: { file: `${route.slice(1) || 'index'}.html`, raw: 30 * KB, gzip: 8 * KB, brotli: 7 * KB },
  css: { files: [{ path: '/assets/app-1.css', raw: 40 * KB, gzip: 9 * KB, brotli: 8 * KB }], raw: 40 * KB, gzip: 9 * KB, brotli: 8 * KB },
  js: files('/assets/first-view-1.js', jsGzip),
  intentJs: files('/assets/entry-1.js', intentGzip),
  routeChunks: [{ id: 'root', path: '/assets/root-1.js', raw: 12 * KB, gzip: 4 * KB, brotli: 3 * KB }],
  missing: [],
})

describe('size report', () => {
  it('has a row per route, the totals and the files loaded on first view', () => {
    const reports = [report('/'), report('/nope', { notFound: true })]
    const text = renderReport(reports, [])
    expect(text).toMatch(/^# First-view size\n/)
    expect(text).toContain('| / | 8.0 | 7.0 | 9.0 | 8.0 | 5.0 | 4.0 | 1 | 50.0 | 4.0 (root-1.js) | 22.0 | 19.0 | ok |')
    expect(text).toContain('| /nope (404) |')
    expect(text).toContain('All budgets met.')
    expect(text).toContain('| first-view-1.js | JS | 15.0 | 5.0 | 4.0 | 2/2 | – |')
    expect(text).toContain('Totals over 2 routes: 1 distinct JS files 5.0 kB gzip')
  })

  it('lists each broken budget and marks its route', () => {
    const heavy = report('/about', { jsGzip: 9 * KB, intentGzip: 130 * KB })
    const failures = checkBudgets(heavy)
    const text = renderReport([heavy], failures)
    expect(text).toContain('FAIL (2)')
    expect(text).toContain('2 budget(s) broken on 1 route(s):')
    expect(text).toContain('- /about: 1 JS files, largest first-view-1.js 9.0 kB: first-view JavaScript gzip is 9.0 kB, budget 8.0 kB')
    expect(text).toContain(
      '- /about: 1 JS files, largest entry-1.js 130.0 kB: JavaScript loaded on intent gzip is 130.0 kB, budget 120.0 kB',
    )
  })
})
