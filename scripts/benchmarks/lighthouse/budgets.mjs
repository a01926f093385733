// The Lighthouse budgets every route must meet and the breaches of one route's (median) result.

import { CATEGORIES, CATEGORY_NAMES } from './categories.mjs'
import { formatCls, formatMs, formatSeconds } from './format.mjs'

export const BUDGETS = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpSeconds: 1.5,
  tbtMs: 50,
  cls: 0.01,
}
export const BUDGET_LINE =
  `Budgets per route: Performance ≥ ${BUDGETS.scores.performance}, Accessibility, Best Practices and SEO = 100, ` +
  `LCP ≤ ${BUDGETS.lcpSeconds} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}`

/** Each budget the result breaks, as one line naming the route. */
export function budgetBreaches(result) {
  if (result.error) return [`${result.route}: Lighthouse failed: ${result.error}`]
  const breaches = []
  if (result.runtimeError) breaches.push(`${result.route}: ${result.runtimeError}`)
  for (const id of CATEGORIES) {
    const value = result.budgetScores[id]
    if (value === null || value < BUDGETS.scores[id]) {
      const adjusted = value !== result.scores[id] ? ` (${value} without the audits a 404 page fails)` : ''
      breaches.push(`${result.route}: ${CATEGORY_NAMES[id]} ${result.scores[id] ?? 'n/a'}${adjusted} < ${BUDGETS.scores[id]}`)
    }
  }
  if (result.lcpSeconds === null || result.lcpSeconds > BUDGETS.lcpSeconds) {
    breaches.push(
      `${result.route}: LCP ${formatSeconds(result.lcpSeconds)} > ${BUDGETS.lcpSeconds} s${result.lcpElement ? ` (element: ${result.lcpElement})` : ''}`,
    )
  }
  if (result.tbtMs === null || result.tbtMs > BUDGETS.tbtMs)
    breaches.push(`${result.route}: TBT ${formatMs(result.tbtMs)} > ${BUDGETS.tbtMs} ms`)
  if (result.cls === null || result.cls > BUDGETS.cls) breaches.push(`${result.route}: CLS ${formatCls(result.cls)} > ${BUDGETS.cls}`)
  return breaches
}
