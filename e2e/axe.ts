import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { renderAllSections } from '../scripts/dev-tools/render-all-sections.mjs'
import { expect } from './fixtures'

/**
 * Runs every WCAG 2.1 A and AA rule and fails on any violation, whatever its impact. axe reads
 * colours from what is painted, so sections the browser has not painted yet are rendered first.
 * `exclude` leaves out parts no visitor perceives, such as a hidden frame showing the browser's
 * error page, which axe cannot enter.
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  await renderAllSections(page)
  // Legacy mode runs axe in the page's frames directly. The default mode finishes each run in a new
  // blank page of the context, which took 0.5 to 1 s per check here for the same results (axe's
  // cross-origin frame isolation, which that page is for, matters for no frame these pages have).
  // Only violations are reported: collecting every passing node took a quarter of each run.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  for (const selector of exclude) builder.exclude(selector)
  const { violations } = await builder.analyze()
  const report = violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`)
    .join('\n')
  expect(violations, `axe violations on ${page.url()} at ${page.viewportSize()?.width} px:\n${report}`).toEqual([])
}
