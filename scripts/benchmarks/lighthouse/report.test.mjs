import { describe, expect, it } from 'vitest'

import { renderReport } from './report.mjs'

const scores = { performance: 70, accessibility: 100, 'best-practices': 100, seo: 100 }
const slowRun = {
  route: '/',
  scores,
  gateScores: scores,
  lcpSeconds: 3,
  tbtMs: 400,
  cls: 0,
  bytes: 1000,
  benchmarkIndex: 912.5,
  loadAverage: 3.25,
}
const render = (results, runsPerRoute = 1) =>
  renderReport(results, { date: '2026-11-27', chromeVersion: 'HeadlessChrome/156', runsPerRoute })

describe('Lighthouse report', () => {
  it('marks slow timings beside the host speed without counting them as gate breaches', () => {
    const report = render([{ ...slowRun, runs: [slowRun] }])
    expect(report).toContain('| / | 100 | 100 | 100 | 0.000 | pass |')
    expect(report).toMatch(/### Gate breaches\n\nNone\./)
    expect(report).toContain(
      '| / | 70 | 3.00 s | 400 ms | Performance 70 below target 98; LCP 3.00 s above target 1.5 s; TBT 400 ms above target 50 ms | 913 (slow host) | 3.3 | 1.0 kB |',
    )
  })

  it('says which rows gate the run and which are reported only', () => {
    const report = render([{ ...slowRun, runs: [slowRun] }])
    expect(report).toContain('## Gates: these fail `npm run perf`')
    expect(report).toContain('## Reported figures: timings, never a gate')
    expect(report).toContain('npm run perf:compare')
  })

  it('lists a gate breach and each run when a route ran more than once', () => {
    const shifted = { ...slowRun, cls: 0.02, tbtMs: 20, benchmarkIndex: 2000 }
    const report = render([{ ...shifted, runs: [slowRun, shifted, shifted] }], 3)
    expect(report).toContain('| 0.020 | FAIL (1) |')
    expect(report).toContain('- /: CLS 0.020 > 0.01')
    expect(report).toContain('| / | 1 | 70 | 3.00 s | 400 ms | 913 (slow host) | 3.3 |')
    expect(report).toContain('| / | 2 | 70 | 3.00 s | 20 ms | 2000 | 3.3 |')
  })
})
