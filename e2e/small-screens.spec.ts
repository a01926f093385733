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
