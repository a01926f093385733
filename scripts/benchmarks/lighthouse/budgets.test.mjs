import { describe, expect, it } from 'vitest'

import { BUDGETS, budgetBreaches } from './budgets.mjs'

const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
const result = (extra = {}) => ({ route: '/', scores, budgetScores: scores, lcpSeconds: 1.2, tbtMs: 10, cls: 0, ...extra })

describe('Lighthouse budgets', () => {
  it('passes a route inside every budget, including exactly at the limits', () => {
    expect(budgetBreaches(result())).toEqual([])
    expect(budgetBreaches(result({ lcpSeconds: BUDGETS.lcpSeconds, tbtMs: BUDGETS.tbtMs, cls: BUDGETS.cls }))).toEqual([])
  })

  it('names the route and the value of each breach', () => {
    expect(
      budgetBreaches(
        result({
          scores: { ...scores, performance: 97 },
          budgetScores: { ...scores, performance: 97 },
          lcpSeconds: 1.6,
          lcpElement: '<h1>',
          tbtMs: 51,
          cls: 0.2,
        }),
      ),
    ).toEqual(['/: Performance 97 < 98', '/: LCP 1.60 s > 1.5 s (element: <h1>)', '/: TBT 51 ms > 50 ms', '/: CLS 0.200 > 0.01'])
  })

  it('shows the score without the audits a 404 page fails when that is what broke', () => {
    const breaches = budgetBreaches(result({ route: '/nope', scores: { ...scores, seo: 60 }, budgetScores: { ...scores, seo: 90 } }))
    expect(breaches).toEqual(['/nope: SEO 60 (90 without the audits a 404 page fails) < 100'])
  })

  it('counts a failed run and missing metrics as breaches', () => {
    expect(budgetBreaches({ route: '/', error: 'boom' })).toEqual(['/: Lighthouse failed: boom'])
    expect(budgetBreaches(result({ lcpSeconds: null, runtimeError: 'NO_FCP: no paint' }))).toEqual([
      '/: NO_FCP: no paint',
      '/: LCP n/a > 1.5 s',
    ])
  })
})
