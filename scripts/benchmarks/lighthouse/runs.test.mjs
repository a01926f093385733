import { describe, expect, it } from 'vitest'

import { medianRun, parseRuns, wantsMoreRuns } from './runs.mjs'

const run = (performance, lcpSeconds, extra = {}) => ({
  route: '/',
  scores: { performance },
  budgetScores: { performance },
  lcpSeconds,
  tbtMs: 0,
  cls: 0,
  bytes: 1,
  ...extra,
})

describe('perf runs', () => {
  it('runs each route three times unless told otherwise', () => {
    expect(parseRuns(['--sample'])).toEqual({ runs: 3, rest: ['--sample'] })
    expect(parseRuns(['/about', '--runs', '5'])).toEqual({ runs: 5, rest: ['/about'] })
    expect(() => parseRuns(['--runs', '0'])).toThrow(/--runs needs a whole number/)
    expect(() => parseRuns(['--runs'])).toThrow(/--runs needs a whole number/)
  })

  it('takes the median of each score and metric, as Lighthouse CI does', () => {
    const runs = [run(100, 1.2, { tbtMs: 90 }), run(92, 1.9, { tbtMs: 10 }), run(99, 1.4, { tbtMs: 30 })]
    const result = medianRun(runs)
    expect(result.scores.performance).toBe(99)
    expect(result.lcpSeconds).toBe(1.4)
    expect(result.tbtMs).toBe(30)
    expect(medianRun([run(100, 1.2), run(98, 1.6)]).lcpSeconds).toBeCloseTo(1.4)
  })

  it('leaves failed runs out unless every run failed', () => {
    expect(medianRun([run(100, 1.2), run(0, null, { runtimeError: 'NO_FCP' }), run(98, 1.4)]).lcpSeconds).toBeCloseTo(1.3)
    expect(medianRun([{ route: '/', error: 'boom' }])).toEqual({ route: '/', error: 'boom' })
  })

  it('runs a route up to twice more when its median breaks only a timing budget', () => {
    const full = { accessibility: 100, 'best-practices': 100, seo: 100 }
    const measured = (extra) => {
      const result = run(99, 1.3, extra)
      result.scores = { ...result.scores, ...full }
      result.budgetScores = { ...result.budgetScores, ...full }
      return result
    }
    expect(wantsMoreRuns(measured({ tbtMs: 20 }), 3, 3)).toBe(false)
    expect(wantsMoreRuns(measured({ tbtMs: 60 }), 3, 3)).toBe(true)
    expect(wantsMoreRuns(measured({ tbtMs: 60 }), 4, 3)).toBe(true)
    expect(wantsMoreRuns(measured({ tbtMs: 60 }), 5, 3)).toBe(false)
    expect(wantsMoreRuns(measured({ lcpSeconds: 1.6 }), 3, 3)).toBe(true)
    // Anything else broken is no matter of host speed: no more runs.
    expect(wantsMoreRuns(measured({ tbtMs: 60, cls: 0.2 }), 3, 3)).toBe(false)
    const lowAccessibility = measured({ tbtMs: 60 })
    lowAccessibility.budgetScores.accessibility = 96
    expect(wantsMoreRuns(lowAccessibility, 3, 3)).toBe(false)
    expect(wantsMoreRuns({ route: '/', error: 'boom' }, 3, 3)).toBe(false)
  })
})
