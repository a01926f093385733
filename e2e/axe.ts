import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { renderAllSections } from '../scripts/render-all-sections.mjs'
import { expect } from './fixtures'

/**
 * Runs every WCAG 2.1 A and AA rule and fails on any violation, whatever its impact. axe reads
 * colours from what is painted, so sections the browser has not painted yet are rendered first.
 */
export async function expectNoAxeViolations(page: Page) {
  await renderAllSections(page)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const report = violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`)
    .join('\n')
  expect(violations, `axe violations on ${page.url()} at ${page.viewportSize()?.width} px:\n${report}`).toEqual([])
}
