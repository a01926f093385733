import { expect, gotoFirstView, test } from './fixtures'
import { overflowingElements } from './overflow'

// 200 % browser zoom on a 1280 x 800 screen leaves a 640 x 400 CSS-pixel window at twice the
// pixel density: the layout must reflow into it with nothing cut off or scrolling sideways.
test.describe('zoomed to 200 %', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

  for (const path of ['/', '/business-intelligence', '/hybrid-cloud', '/about', '/contactus']) {
    test(`${path} reflows without loss`, async ({ page }) => {
      await gotoFirstView(page, path)
      expect(await overflowingElements(page), 'elements wider than the zoomed window').toEqual([])
      await expect(page.locator('h1')).toBeInViewport()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
    })
  }
})

// A link into the middle of the home page (the not-found page's "our services", the hero's
// "Explore our services") opens it scrolled to that section: on a phone nothing may reach past
// the screen there either, in either edition.
test.describe('a phone opening the home page at its services', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  for (const path of ['/#services', '/nl#services']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await gotoFirstView(page, path)
      await expect(page.locator('#services')).toBeInViewport()
      expect(await overflowingElements(page), 'elements wider than a 375 px screen').toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
    })
  }
})
