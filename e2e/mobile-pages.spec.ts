import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { services } from '../app/content/services'

import { expectNoAxeViolations } from './axe'
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures'
import { overflowingElements } from './overflow'
import { heroCtaBottom, trueHeight } from './page-measure'

// A phone screen: 375 x 812 CSS pixels. Issue 16: the hero's call to action in the first screen,
// and no page longer than about 14 screens once every section has rendered.
const PHONE = { width: 375, height: 812 }
const MAX_PAGE_HEIGHT = 11_400
// The privacy policy is one legal document read top to bottom; its text is not shortened or folded
// away, so it gets 16 screens instead of 14.
const MAX_DOCUMENT_HEIGHT = 16 * PHONE.height
const longDocuments = new Set<string>(['/privacypolicy'])
const servicePaths = new Set<string>(services.map((service) => service.path))

test.describe('mobile pages at 375 x 812', () => {
  test.use({ viewport: PHONE })

  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
  })

  for (const path of [...pagePaths, NOT_FOUND_PATH]) {
    const maxHeight = longDocuments.has(path) ? MAX_DOCUMENT_HEIGHT : MAX_PAGE_HEIGHT
    const kind = servicePaths.has(path) ? 'service page' : 'page'
    test(`${path}: the hero's call to action in the first screen, the ${kind} at most ${maxHeight} px tall`, async ({ page }) => {
      await gotoHydrated(page, path)
      const ctaBottom = await heroCtaBottom(page)
      expect(ctaBottom, 'the hero has a button-styled call to action after the h1').not.toBeNull()
      expect(ctaBottom!, 'bottom of the hero call to action').toBeLessThanOrEqual(PHONE.height)
      // Before trueHeight: under its style override Chromium counts the home page's clipped technology
      // marquee track in the document's scroll width, though nothing shows past the edge.
      expect(await overflowingElements(page), 'elements wider than a 375 px screen').toEqual([])
      expect(await trueHeight(page), 'page height with every section rendered').toBeLessThanOrEqual(maxHeight)
    })
  }

  test('card rows scroll sideways, show the next card, take focus and scroll by keyboard', async ({ page }) => {
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

  for (const path of ['/', '/business-intelligence', '/hybrid-cloud', '/Enterprises']) {
    test(`${path}: no axe violations on a phone`, async ({ page }) => {
      await gotoHydrated(page, path)
      await expectNoAxeViolations(page)
    })
  }
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

test.describe('wide screens keep their grids', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('card rows are grids that do not scroll at 1280 px', async ({ page }) => {
    await gotoHydrated(page, '/business-intelligence')
    const scrolling = await page
      .locator('.snap-row')
      .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).display === 'grid' && row.scrollWidth <= row.clientWidth))
    expect(scrolling.length).toBeGreaterThanOrEqual(4)
    expect(scrolling.every(Boolean), 'every card row is a grid that fits').toBe(true)
  })
})
