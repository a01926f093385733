import { describe, expect, it } from 'vitest'

import { GATES, gateBreaches } from './gates.mjs'

const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
const result = (extra = {}) => ({ route: '/', scores, gateScores: scores, lcpSeconds: 1.2, tbtMs: 10, cls: 0, ...extra })
const withScore = (id, value) => result({ scores: { ...scores, [id]: value }, gateScores: { ...scores, [id]: value } })

describe('Lighthouse gates', () => {
  it('passes a route at full scores and at the CLS limit', () => {
    expect(gateBreaches(result())).toEqual([])
    expect(gateBreaches(result({ cls: GATES.cls }))).toEqual([])
  })

  it('fails on an Accessibility, Best Practices or SEO score below 100', () => {
    expect(gateBreaches(withScore('accessibility', 99))).toEqual(['/: Accessibility 99 < 100'])
    expect(gateBreaches(withScore('best-practices', 96))).toEqual(['/: Best Practices 96 < 100'])
    expect(gateBreaches(withScore('seo', 92))).toEqual(['/: SEO 92 < 100'])
    expect(gateBreaches(withScore('accessibility', null))).toEqual(['/: Accessibility n/a < 100'])
  })

  it('fails on a layout shift above 0.01', () => {
    expect(gateBreaches(result({ cls: 0.02 }))).toEqual(['/: CLS 0.020 > 0.01'])
    expect(gateBreaches(result({ cls: null }))).toEqual(['/: CLS n/a > 0.01'])
  })

  it('never fails on a timing or the Performance score, which follow the host speed', () => {
    expect(gateBreaches(result({ tbtMs: 400, lcpSeconds: 3, scores: { ...scores, performance: 70 } }))).toEqual([])
    expect(gateBreaches(result({ tbtMs: null, lcpSeconds: null, scores: { ...scores, performance: null } }))).toEqual([])
  })

  it('fails on a Lighthouse error or runtime error', () => {
    expect(gateBreaches({ route: '/', error: 'boom' })).toEqual(['/: Lighthouse failed: boom'])
    expect(gateBreaches(result({ runtimeError: 'NO_FCP: no paint' }))).toEqual(['/: NO_FCP: no paint'])
  })

  it('shows the score without the audits a 404 page fails when that is what broke', () => {
    const breaches = gateBreaches(result({ route: '/nope', scores: { ...scores, seo: 60 }, gateScores: { ...scores, seo: 90 } }))
    expect(breaches).toEqual(['/nope: SEO 60 (90 without the audits a 404 page fails) < 100'])
    expect(gateBreaches(result({ route: '/nope', scores: { ...scores, seo: 60 }, gateScores: scores }))).toEqual([])
  })
})
