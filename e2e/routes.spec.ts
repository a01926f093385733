import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { loadAllImages } from '../scripts/dev-tools/load-lazy-images.mjs'
import { expectNoAxeViolations } from './axe'
import { expect, gotoHydrated, test } from './fixtures'

const paths = [...pagePaths, NOT_FOUND_PATH]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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
      // Lazy images (technology logos, card pictures) too: each must load once it scrolls into view.
      expect(await loadAllImages(page), 'images that did not load').toEqual([])
      expectNoConsoleErrors()
    })

    test('has no axe violations at 1280 px', async ({ page }) => {
      await gotoHydrated(page, path)
      await expectNoAxeViolations(page)
    })
  })
}
