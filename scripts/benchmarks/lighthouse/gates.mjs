// What fails `npm run perf`: only what does not follow the host's speed. Accessibility, Best Practices
// and SEO are audits of the page's markup, headers and console, and a layout shift is a distance on
// the screen, not a time: the same build gets the same values on a fast host and on a busy one.
// A Lighthouse error fails the run too, since it leaves the route unchecked. The timings are
// targets (targets.mjs): reported, never a gate.

import { CATEGORY_NAMES } from './categories.mjs'
import { formatCls } from './format.mjs'

export const GATES = {
  scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
  cls: 0.01,
}
export const GATE_LINE = `Accessibility, Best Practices and SEO = 100, CLS ≤ ${GATES.cls}, and no Lighthouse error`

/** Each gate the (median) result breaks, as one line naming the route. */
export function gateBreaches(result) {
  if (result.error) return [`${result.route}: Lighthouse failed: ${result.error}`]
  const breaches = []
  if (result.runtimeError) breaches.push(`${result.route}: ${result.runtimeError}`)
  for (const [id, least] of Object.entries(GATES.scores)) {
    const value = result.gateScores[id]
    if (value === null || value < least) {
      const adjusted = value !== result.scores[id] ? ` (${value} without the audits a 404 page fails)` : ''
      breaches.push(`${result.route}: ${CATEGORY_NAMES[id]} ${result.scores[id] ?? 'n/a'}${adjusted} < ${least}`)
    }
  }
  if (result.cls === null || result.cls > GATES.cls) breaches.push(`${result.route}: CLS ${formatCls(result.cls)} > ${GATES.cls}`)
  return breaches
}
