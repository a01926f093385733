import { describe, expect, it } from 'vitest'

import { TARGETS, missedTargets } from './targets.mjs'

const result = (extra = {}) => ({ route: '/', scores: { performance: 100 }, lcpSeconds: 1.2, tbtMs: 10, ...extra })

describe('Lighthouse timing targets', () => {
  it('has nothing to mark at or inside the targets', () => {
    expect(missedTargets(result())).toEqual([])
    expect(
      missedTargets(result({ scores: { performance: TARGETS.performance }, lcpSeconds: TARGETS.lcpSeconds, tbtMs: TARGETS.tbtMs })),
    ).toEqual([])
  })

  it('marks each figure off its target', () => {
    expect(missedTargets(result({ scores: { performance: 70 }, lcpSeconds: 3, tbtMs: 400 }))).toEqual([
      'Performance 70 below target 98',
      'LCP 3.00 s above target 1.5 s',
      'TBT 400 ms above target 50 ms',
    ])
  })

  it('marks nothing it did not measure', () => {
    expect(missedTargets({ route: '/', error: 'boom' })).toEqual([])
    expect(missedTargets(result({ scores: { performance: null }, lcpSeconds: null, tbtMs: null }))).toEqual([])
  })
})
