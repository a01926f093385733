import { describe, expect, it } from 'vitest'

import { seededRandom } from '../build-steps/seeded-random.mjs'
import { KEEP_ALIVE_REQUESTS, connectionOdds, createMix } from './soak-mix.mjs'

const targets = { paths: ['/', '/about', '/assets/a.js', '/missing'], largePath: '/brochures/big.pdf', host: 'localhost' }

describe('soak request mix', () => {
  it('opens connections so that requests come in the asked shares', () => {
    const odds = connectionOdds({ close: 0.5, abort: 0.05, malformed: 0 })
    expect(odds.at(-1)?.[1]).toBeCloseTo(1)
    const next = createMix(targets, seededRandom(1), { close: 0.5, abort: 0.05, malformed: 0 })
    const requests = { 'keep-alive': 0, close: 0, abort: 0, malformed: 0 }
    for (let i = 0; i < 20_000; i++) {
      const plan = next()
      requests[plan.kind] += plan.requests.length
    }
    const total = Object.values(requests).reduce((sum, count) => sum + count, 0)
    expect(requests.close / total).toBeCloseTo(0.5, 1)
    expect(requests.abort / total).toBeCloseTo(0.05, 1)
    expect(requests.malformed).toBe(0)
  })

  it('sends Connection: close only on close connections, and the large file to aborting ones', () => {
    const next = createMix(targets, seededRandom(2))
    for (let i = 0; i < 2000; i++) {
      const { kind, requests } = next()
      if (kind === 'keep-alive') expect(requests).toHaveLength(KEEP_ALIVE_REQUESTS)
      for (const request of requests) {
        expect(request.includes('Connection: close')).toBe(kind === 'close')
        if (kind === 'abort') expect(request).toMatch(/^GET \/brochures\/big\.pdf /)
        if (kind !== 'malformed') expect(request).toMatch(/\r\nHost: localhost\r\n[\s\S]*\r\n\r\n$/)
      }
    }
  })

  it('repeats the same sequence for the same seed', () => {
    const a = createMix(targets, seededRandom(7))
    const b = createMix(targets, seededRandom(7))
    for (let i = 0; i < 100; i++) expect(a()).toEqual(b())
  })
})
