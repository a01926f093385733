import { describe, expect, it } from 'vitest'

import { COMPARE_RUNS, medianRun, parseRuns } from './runs.mjs'

const run = (performance, lcpSeconds, extra = {}) => ({
  route: '/',
  scores: { performance },
  gateScores: { performance },
  lcpSeconds,
  tbtMs: 0,
  cls: 0,
  bytes: 1,
  ...extra,
})

describe('perf runs', () => {
  it('runs each route three times, the CI sample once, perf:compare five times per build, unless told otherwise', () => {
    expect(parseRuns(['/about'])).toEqual({ runs: 3, rest: ['/about'] })
    expect(parseRuns(['--sample'])).toEqual({ runs: 1, rest: ['--sample'] })
    expect(parseRuns(['--sample', '--runs', '3'])).toEqual({ runs: 3, rest: ['--sample'] })
    expect(parseRuns(['/about', '--runs', '5'])).toEqual({ runs: 5, rest: ['/about'] })
    expect(parseRuns([], COMPARE_RUNS).runs).toBe(5)
    expect(parseRuns(['--sample'], COMPARE_RUNS).runs).toBe(5)
    expect(() => parseRuns(['--runs', '0'])).toThrow(/--runs needs a whole number/)
    expect(() => parseRuns(['--runs'])).toThrow(/--runs needs a whole number/)
  })

  it('takes the median of each score and metric, as Lighthouse CI does, and keeps every run', () => {
    const runs = [run(100, 1.2, { tbtMs: 90 }), run(92, 1.9, { tbtMs: 10 }), run(99, 1.4, { tbtMs: 30 })]
    const result = medianRun(runs)
    expect(result.scores.performance).toBe(99)
    expect(result.lcpSeconds).toBe(1.4)
    expect(result.tbtMs).toBe(30)
    expect(result.runs).toBe(runs)
    expect(medianRun([run(100, 1.2), run(98, 1.6)]).lcpSeconds).toBeCloseTo(1.4)
  })

  it('leaves failed runs out unless every run failed', () => {
    expect(medianRun([run(100, 1.2), run(0, null, { runtimeError: 'NO_FCP' }), run(98, 1.4)]).lcpSeconds).toBeCloseTo(1.3)
    const failed = run(0, null, { runtimeError: 'NO_FCP' })
    expect(medianRun([failed])).toMatchObject({ runtimeError: 'NO_FCP', runs: [failed] })
  })
})
