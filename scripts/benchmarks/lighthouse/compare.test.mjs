import { describe, expect, it } from 'vitest'

import { compareRuns, runFigures, turnOrder } from './compare.mjs'
import { median } from './runs.mjs'

describe('perf:compare', () => {
  it('alternates the builds in ABBA blocks, each build as often as the other', () => {
    expect(turnOrder(1)).toEqual(['base', 'head'])
    expect(turnOrder(3)).toEqual(['base', 'head', 'head', 'base', 'base', 'head'])
    expect(() => turnOrder(0)).toThrow('at least 1')
  })

  it('takes the median of each build and the head minus the base', () => {
    const run = (build, tbtMs, performance) => ({
      build,
      tbtMs,
      mainThreadMs: tbtMs * 10,
      lcpSeconds: 1.3,
      performance,
      benchmarkIndex: 1500,
    })
    const result = compareRuns([
      run('base', 198, 97),
      run('head', 210, 96),
      run('base', 56, 100),
      run('head', 98, 99),
      run('base', 62, 100),
      run('head', 124, 99),
    ])
    expect(result.base).toMatchObject({ runs: 3, tbtMs: 62, mainThreadMs: 620, performance: 100 })
    expect(result.head).toMatchObject({ runs: 3, tbtMs: 124, mainThreadMs: 1240, performance: 99 })
    expect(result.change).toEqual({ tbtMs: 62, mainThreadMs: 620, lcpSeconds: 0, performance: -1 })
    expect(result.mainThreadRatio).toBe(2)
  })

  it("reads a run's figures from Lighthouse's result", () => {
    const lhr = {
      audits: {
        'total-blocking-time': { numericValue: 40 },
        'mainthread-work-breakdown': { numericValue: 1830 },
        'largest-contentful-paint': { numericValue: 1250 },
      },
      categories: { performance: { score: 0.98 } },
      environment: { benchmarkIndex: 1400 },
    }
    expect(runFigures('head', lhr)).toEqual({
      build: 'head',
      failed: false,
      tbtMs: 40,
      mainThreadMs: 1830,
      lcpSeconds: 1.25,
      performance: 98,
      benchmarkIndex: 1400,
    })
  })

  it('leaves a run in which the page never painted out of the medians', () => {
    const painted = (mainThreadMs) => ({
      audits: {
        'total-blocking-time': { numericValue: 10 },
        'mainthread-work-breakdown': { numericValue: mainThreadMs },
        'largest-contentful-paint': { numericValue: 1200 },
      },
      categories: { performance: { score: 1 } },
    })
    const broken = {
      runtimeError: { code: 'NO_FCP' },
      audits: { 'total-blocking-time': { numericValue: 0 }, 'mainthread-work-breakdown': { numericValue: 0 } },
      categories: { performance: { score: null } },
    }
    expect(runFigures('base', broken).failed).toBe(true)
    const result = compareRuns([
      runFigures('base', painted(900)),
      runFigures('base', broken),
      runFigures('base', painted(1000)),
      runFigures('head', painted(500)),
    ])
    expect(result.base).toMatchObject({ runs: 2, failedRuns: 1, mainThreadMs: 950 })
  })

  it('has no median of nothing', () => {
    expect(median([])).toBeNull()
    expect(median([3, 1, 2, 10])).toBe(2.5)
  })
})
