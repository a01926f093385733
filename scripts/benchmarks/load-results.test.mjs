import { describe, expect, it } from 'vitest'

import { combineRuns, errorCount, loadVerdict } from './load-results.mjs'

const run = (requestsPerSecond, extra = {}) => ({
  requests: requestsPerSecond * 10,
  seconds: 10,
  requestsPerSecond,
  p99Ms: 5,
  socketErrors: 0,
  non2xx3xx: 0,
  ...extra,
})
const summary = (requestsPerSecond, extra = {}) => combineRuns([run(requestsPerSecond, extra)])
const row = (name, node, nginx, extra = {}) => ({ name, path: '/', expect: '2xx', target: true, node, nginx, ...extra })

describe('load results', () => {
  it('combines runs: mean requests per second, worst p99, counts added', () => {
    expect(combineRuns([run(1000, { p99Ms: 3, socketErrors: 1 }), run(3000, { p99Ms: 9 })])).toEqual({
      requestsPerSecond: 2000,
      p99Ms: 9,
      requests: 40_000,
      socketErrors: 1,
      non2xx3xx: 0,
    })
  })

  it('counts non-2xx answers as errors, except on the unknown URL where every answer must be one', () => {
    expect(errorCount(summary(100, { non2xx3xx: 3 }), '2xx')).toBe(3)
    expect(errorCount(summary(100, { non2xx3xx: 1000 }), '404')).toBe(0)
    expect(errorCount(summary(100, { non2xx3xx: 990, socketErrors: 2 }), '404')).toBe(12)
  })

  it('meets the target at 40 % of nginx, misses it below', () => {
    expect(loadVerdict([row('home', summary(4000), summary(10_000))])).toEqual({ problems: [], missed: [], targetChecked: true })
    expect(loadVerdict([row('home', summary(8800), summary(60_000))]).missed).toEqual([
      "home: 15 % of nginx's requests per second, below 40 %",
    ])
  })

  it('applies the target only to the URLs that have one, and not without nginx', () => {
    expect(loadVerdict([row('unknown', summary(100), summary(10_000), { target: false })]).missed).toEqual([])
    expect(loadVerdict([row('home', summary(100), null)])).toEqual({ problems: [], missed: [], targetChecked: false })
  })

  it('reports errors of either server', () => {
    const { problems } = loadVerdict([row('asset', summary(100, { socketErrors: 2 }), summary(100, { non2xx3xx: 1 }))])
    expect(problems).toEqual(['npm start, asset: 2 errors (expected 2xx only)', 'nginx, asset: 1 errors (expected 2xx only)'])
  })
})
