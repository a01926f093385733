import { describe, expect, it } from 'vitest'

import { KB, checkBudgets } from './budgets.mjs'
import { renderReport } from './report.mjs'

const report = (route, { jsGzip = 50 * KB, notFound = false } = {}) => ({
  route,
  notFound,
  html: { file: `${route.slice(1) || 'index'}.html`, raw: 30 * KB, gzip: 8 * KB, brotli: 7 * KB },
  css: { files: [{ path: '/assets/app-1.css', raw: 40 * KB, gzip: 9 * KB, brotli: 8 * KB }], raw: 40 * KB, gzip: 9 * KB, brotli: 8 * KB },
  js: {
    files: [{ path: '/assets/entry-1.js', raw: 3 * jsGzip, gzip: jsGzip, brotli: jsGzip - KB }],
    raw: 3 * jsGzip,
    gzip: jsGzip,
    brotli: jsGzip - KB,
  },
  routeChunks: [{ id: 'root', path: '/assets/entry-1.js', raw: 3 * jsGzip, gzip: jsGzip, brotli: jsGzip - KB }],
  missing: [],
})

describe('size report', () => {
  it('has a row per route, the totals and the files loaded on first view', () => {
    const reports = [report('/'), report('/nope', { notFound: true })]
    const text = renderReport(reports, [])
    expect(text).toMatch(/^# First-view size\n/)
    expect(text).toContain('| / | 8.0 | 7.0 | 9.0 | 8.0 | 50.0 | 49.0 | 1 | 50.0 (entry-1.js) | 67.0 | 64.0 | ok |')
    expect(text).toContain('| /nope (404) |')
    expect(text).toContain('All budgets met.')
    expect(text).toContain('| entry-1.js | JS | 150.0 | 50.0 | 49.0 | 2/2 | root |')
    expect(text).toContain('Totals over 2 routes: 1 distinct JS files 50.0 kB gzip')
  })

  it('lists each broken budget and marks its route', () => {
    const heavy = report('/about', { jsGzip: 130 * KB })
    const failures = checkBudgets(heavy)
    const text = renderReport([heavy], failures)
    expect(text).toContain('FAIL (2)')
    expect(text).toContain('2 budget(s) broken on 1 route(s):')
    expect(text).toContain('- /about: 1 JS files, largest entry-1.js 130.0 kB: first-view JavaScript gzip is 130.0 kB, budget 120.0 kB')
  })
})
