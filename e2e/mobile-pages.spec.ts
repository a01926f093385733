// Phone layouts that take more than one look at a page: card rows that scroll by keyboard, and the
// same rows and the hero's call to action without JavaScript. Every page's first screen, width and
// height on a phone are checked in pages-phone.spec.ts.
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures'
import { MAX_PAGE_HEIGHT } from './page-visits/page-checks'
import { VIEWPORTS } from './page-visits/visit'
import { heroCtaBottom } from './page-measure'

const PHONE = VIEWPORTS.phone

test.describe('mobile pages at 375 x 812', () => {
  test.use({ viewport: PHONE })

  test('card rows scroll sideways, show the next card, take focus and scroll by keyboard', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
    await gotoHydrated(page, '/business-intelligence')
    const rows = page.locator('.snap-row')
    expect(await rows.count(), 'card rows on the page').toBeGreaterThanOrEqual(4)
    for (const row of await rows.all()) {
      await expect(row).toHaveAttribute('tabindex', '0')
      await expect(row).toHaveAccessibleName(/\S/)
      const layout = await row.evaluate((element) => ({
        scrolls: element.scrollWidth > element.clientWidth,
        nextCardLeft: element.children[1]?.getBoundingClientRect().left ?? Infinity,
      }))
      expect(layout.scrolls, 'the row scrolls sideways').toBe(true)
      expect(layout.nextCardLeft, 'the next card shows at the right edge').toBeLessThan(PHONE.width)
    }
    const first = rows.first()
    await first.scrollIntoViewIfNeeded()
    await first.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => first.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })
})

test.describe('mobile pages without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false })

  test('the hero call to action and the card rows work from the HTML and CSS alone', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
    await page.goto('/business-intelligence')
    expect(await heroCtaBottom(page)).toBeLessThanOrEqual(PHONE.height)
    const scrolling = await page.locator('.snap-row').evaluateAll((rows) => rows.map((row) => row.scrollWidth > row.clientWidth))
    expect(scrolling.length).toBeGreaterThanOrEqual(4)
    expect(scrolling.every(Boolean), 'every card row scrolls sideways').toBe(true)
    // Without script no section waits to render (app.css), so the height read straight away is the real one.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(MAX_PAGE_HEIGHT)
  })
})
