import { describe, expect, it } from 'vitest'

import { DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX, calibratedCpuSlowdown } from './cpu-calibration.mjs'

describe('calibratedCpuSlowdown', () => {
  it("keeps Lighthouse's default on a host in the middle of its reference bracket", () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_SLOWDOWN)
  })

  it('slows a slow host less, so the run simulates the same phone', () => {
    expect(calibratedCpuSlowdown(875)).toBe(2)
    expect(calibratedCpuSlowdown(1000)).toBe(2.29)
  })

  it("keeps the default on a faster host: calibration never makes a run easier than Lighthouse's default there", () => {
    expect(calibratedCpuSlowdown(2200)).toBe(DEFAULT_CPU_SLOWDOWN)
  })

  it('never speeds a host up', () => {
    expect(calibratedCpuSlowdown(200)).toBe(1)
  })

  it('falls back to the default when the host speed is unknown', () => {
    for (const unknown of [undefined, null, Number.NaN, 0, -5]) expect(calibratedCpuSlowdown(unknown)).toBe(DEFAULT_CPU_SLOWDOWN)
  })
})
