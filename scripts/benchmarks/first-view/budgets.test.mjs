import { describe, expect, it } from 'vitest'

import { BUDGETS, KB, checkBudgets } from './budgets.mjs'

describe('checkBudgets', () => {
  const report = (overrides = {}) => ({
    route: '/about',
    html: { file: 'about/index.html', brotli: 10 * KB },
    css: { files: [{ path: '/assets/app-1.css', brotli: 7 * KB }], brotli: 7 * KB },
    js: { files: [{ path: '/assets/first-view-1.js', gzip: 3 * KB }], gzip: 3 * KB },
    intentJs: { files: [{ path: '/assets/entry.client-1.js', gzip: 60 * KB }], gzip: 60 * KB },
    routeChunks: [{ id: 'page/about', path: '/assets/page-1.js', gzip: 4 * KB }],
    ...overrides,
  })

  it('passes a route inside every budget, including exactly at the limit', () => {
    expect(checkBudgets(report())).toEqual([])
    expect(
      checkBudgets(
        report({
          html: { file: 'about/index.html', brotli: BUDGETS.htmlBrotli },
          css: { files: [], brotli: BUDGETS.cssBrotli },
          js: { files: [], gzip: BUDGETS.jsGzip },
          intentJs: { files: [], gzip: BUDGETS.intentJsGzip },
          routeChunks: [{ id: 'x', path: '/assets/x.js', gzip: BUDGETS.routeChunkGzip }],
        }),
      ),
    ).toEqual([])
  })

  it('names the route, the file and the budget of each breach', () => {
    const failures = checkBudgets(
      report({
        html: { file: 'about/index.html', brotli: 25 * KB + 1 },
        css: { files: [{ path: '/assets/app-1.css', brotli: 16 * KB }], brotli: 16 * KB },
        js: {
          files: [
            { path: '/assets/entry.client-1.js', gzip: 70 * KB },
            { path: '/assets/page-1.js', gzip: 51 * KB },
          ],
          gzip: 121 * KB,
        },
        intentJs: { files: [{ path: '/assets/react-1.js', gzip: 130 * KB }], gzip: 130 * KB },
        routeChunks: [
          { id: 'root', path: '/assets/root-1.js', gzip: 1 * KB },
          { id: 'page/about', path: '/assets/page-1.js', gzip: 51 * KB },
        ],
      }),
    )
    expect(failures.map((failure) => [failure.route, failure.budget])).toEqual([
      ['/about', 'HTML brotli'],
      ['/about', 'CSS brotli'],
      ['/about', 'first-view JavaScript gzip'],
      ['/about', 'JavaScript loaded on intent gzip'],
      ['/about', 'route chunk gzip'],
    ])
    expect(failures[0].message).toBe('/about: about/index.html: HTML brotli is 25.0 kB, budget 25.0 kB')
    expect(failures[1].file).toBe('app-1.css')
    expect(failures[2].message).toContain('entry.client-1.js 70.0 kB')
    expect(failures[3].message).toContain('react-1.js 130.0 kB')
    expect(failures[4].message).toBe('/about: page-1.js (route page/about): route chunk gzip is 51.0 kB, budget 15.0 kB')
  })

  it('accepts other budgets', () => {
    expect(checkBudgets(report(), { ...BUDGETS, jsGzip: 2 * KB }).map((failure) => failure.budget)).toEqual(['first-view JavaScript gzip'])
    expect(checkBudgets(report(), { ...BUDGETS, intentJsGzip: 50 * KB }).map((failure) => failure.budget)).toEqual([
      'JavaScript loaded on intent gzip',
    ])
  })
})
