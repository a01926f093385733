import { describe, expect, it } from 'vitest'

import { cpuTicks, idleShare } from './idle-cpu.mjs'

const core = (user, idle) => ({ times: { user, nice: 0, sys: 0, irq: 0, idle } })

describe('idle CPU measurement', () => {
  it('adds the ticks of every core', () => {
    expect(cpuTicks([core(10, 30), core(20, 40)])).toEqual({ total: 100, idle: 70 })
  })

  it('reports the idle share between two readings', () => {
    const before = cpuTicks([core(100, 100), core(100, 100)])
    const busy = cpuTicks([core(190, 110), core(190, 110)])
    const quiet = cpuTicks([core(105, 195), core(105, 195)])
    expect(idleShare(before, busy)).toBeCloseTo(0.1)
    expect(idleShare(before, quiet)).toBeCloseTo(0.95)
  })

  it('counts a window with no ticks as idle', () => {
    const reading = cpuTicks([core(1, 1)])
    expect(idleShare(reading, reading)).toBe(1)
  })
})
