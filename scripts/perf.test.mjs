import { describe, expect, it } from 'vitest'

import { medianRun, parseRuns } from './perf.mjs'

const run = (performance, lcpSeconds, extra = {}) => ({ scores: { performance }, lcpSeconds, ...extra })

describe('perf runs', () => {
  it('runs each route three times unless told otherwise', () => {
    expect(parseRuns(['--sample'])).toEqual({ runs: 3, rest: ['--sample'] })
    expect(parseRuns(['/about', '--runs', '5'])).toEqual({ runs: 5, rest: ['/about'] })
    expect(() => parseRuns(['--runs', '0'])).toThrow(/--runs needs a whole number/)
    expect(() => parseRuns(['--runs'])).toThrow(/--runs needs a whole number/)
  })

  it('counts the median run, by score and then by LCP', () => {
    expect(medianRun([run(100, 1.2), run(92, 1.9), run(99, 1.4)])).toEqual(run(99, 1.4))
    expect(medianRun([run(99, 1.3), run(99, 1.6), run(99, 1.4)])).toEqual(run(99, 1.4))
    expect(medianRun([run(100, 1.2), run(98, 1.5)])).toEqual(run(98, 1.5))
    expect(medianRun([run(100, 1.2), run(100, 1.2, { runtimeError: 'NO_FCP' }), run(95, 1.6)])).toEqual(run(95, 1.6))
  })
})
