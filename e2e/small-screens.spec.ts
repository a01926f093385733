import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'

import { expectNoAxeViolations } from './axe'
import { expect, gotoHydrated, test } from './fixtures'
import { overflowingElements } from './overflow'

const paths = [...pagePaths, NOT_FOUND_PATH]

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  for (const path of paths) {
    test(`${path}: no sideways scrolling at 320 px, no axe violations at 360 px`, async ({ page }) => {
      await gotoHydrated(page, path)
      expect(await overflowingElements(page), 'elements wider than a 320 px screen').toEqual([])
      await page.setViewportSize({ width: 360, height: 740 })
      await expectNoAxeViolations(page)
    })
  }
})

// 200 % browser zoom on a 1280 x 800 screen leaves a 640 x 400 CSS-pixel window at twice the
// pixel density: the layout must reflow into it with nothing cut off or scrolling sideways.
test.describe('zoomed to 200 %', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

  for (const path of ['/', '/business-intelligence', '/hybrid-cloud', '/about', '/contactus']) {
    test(`${path} reflows without loss`, async ({ page }) => {
      await gotoHydrated(page, path)
      expect(await overflowingElements(page), 'elements wider than the zoomed window').toEqual([])
      await expect(page.locator('h1')).toBeInViewport()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    })
  }
})
