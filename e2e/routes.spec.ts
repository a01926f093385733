import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { expect, gotoHydrated, test } from './fixtures'

const paths = [...pagePaths, NOT_FOUND_PATH]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`)
    .join('\n')
  expect(serious, `axe violations on ${page.url()}:\n${report}`).toEqual([])
}

for (const path of paths) {
  test.describe(path, () => {
    test('is a complete page without console errors', async ({ page, expectNoConsoleErrors }) => {
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page).toHaveTitle(/^Stratora \| /)
      const canonical = page.locator('link[rel=canonical]')
      await expect(canonical).toHaveCount(1)
      await expect(canonical).toHaveAttribute('href', new RegExp(`${escapeRegExp(path)}$`))
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /\S/)
      expectNoConsoleErrors()
    })

    test('has no serious axe violations at 1280 px', async ({ page }) => {
      await gotoHydrated(page, path)
      await expectNoSeriousAxeViolations(page)
    })
  })
}

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('home page has no serious axe violations', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expectNoSeriousAxeViolations(page)
  })
})
