import type { Locator, Page } from '@playwright/test'

import { acceptCookiesUpFront, expect, gotoFirstView, gotoHydrated, routerNavigate, test } from './fixtures'
import { tour } from './page-visits/realm-checks'
import { VIEWPORTS } from './page-visits/visit'

// Issue 26: sideways rows of cards on phones (.snap-row) say that they scroll: a position ("2 / 6",
// read as "Card 2 of 6") and previous and next buttons above the row, while it scrolls. A row that
// fits (every row from 640 px) shows no controls and is no tab stop. The first view's script runs
// them (app/shell/snap-rows.ts); without it the row scrolls natively and no buttons show.

const tourRow = (page: Page) => page.locator(`section#${tour.id} [data-snap-row]`)
const tourControls = (page: Page) => page.getByRole('group', { name: tour.intro.title, exact: true })
const scrollLeft = (row: Locator) => row.evaluate((element) => element.scrollLeft)

/** What a screen reader reads of the position: its text without the parts hidden from it. */
const announced = (controls: Locator) =>
  controls.locator('[aria-live="polite"]').evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    return copy.textContent!.replace(/\s+/g, ' ').trim()
  })

/** The row's cards by how far each sits from the row's snap edge, in CSS pixels. */
const cardOffsets = (row: Locator) =>
  row.evaluate((element) => {
    const edge = element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).scrollPaddingLeft)
    return [...element.children].map((card) => Math.round(card.getBoundingClientRect().left - edge))
  })

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
  })

  test('the buttons move the product tour a card at a time, and the position follows', async ({ page }) => {
    await gotoFirstView(page, '/realm')
    const row = tourRow(page)
    const controls = tourControls(page)
    const [previous, next] = [controls.getByRole('button', { name: 'Previous card' }), controls.getByRole('button', { name: 'Next card' })]
    const count = tour.items.length
    await controls.scrollIntoViewIfNeeded()
    await expect(controls).toBeVisible()
    // Seen as "1 / 6".
    await expect(controls.locator('[data-snap-position]')).toHaveText('1')
    await expect(controls.locator('p')).toHaveText(new RegExp(`1\\s*of\\s*/ ${count}$`))
    expect(await announced(controls)).toBe(`Card 1 of ${count}`)
    await expect(previous).toHaveAttribute('aria-disabled', 'true')

    await next.click()
    await expect.poll(() => announced(controls)).toBe(`Card 2 of ${count}`)
    await expect.poll(async () => (await cardOffsets(row))[1], 'the second card at the snap edge').toBe(0)
    await expect(previous).toHaveAttribute('aria-disabled', 'false')

    // By keyboard: the buttons are buttons.
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(controls.locator('[data-snap-position]')).toHaveText('3')
    await page.keyboard.press('Space')
    await expect(controls.locator('[data-snap-position]')).toHaveText('4')
    await previous.click()
    await expect(controls.locator('[data-snap-position]')).toHaveText('3')

    // A swipe to the end moves the position too, and the last card disables "Next card".
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }))
    await expect(controls.locator('[data-snap-position]')).toHaveText(String(count))
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    const end = await scrollLeft(row)
    // aria-disabled keeps the button focusable (focus is not lost at the end) but it does nothing.
    await next.click({ force: true })
    expect(await scrollLeft(row)).toBe(end)
  })

  test('the next card peeks, and each card is as tall as its own content', async ({ page }) => {
    await gotoFirstView(page, '/realm')
    const row = tourRow(page)
    await row.scrollIntoViewIfNeeded()
    expect((await cardOffsets(row))[1]!, 'the second card starts inside the screen').toBeLessThan(VIEWPORTS.phone.width - 40)
    const heights = await row.evaluate((element) => [...element.children].map((card) => Math.round(card.getBoundingClientRect().height)))
    expect(new Set(heights).size, `card heights ${heights.join(', ')}: not stretched to the tallest`).toBeGreaterThan(1)
  })

  test('a row that fits hides its controls and leaves the tab order', async ({ page }) => {
    await gotoFirstView(page, '/realm')
    const row = tourRow(page)
    await row.scrollIntoViewIfNeeded()
    await expect(row).toHaveAttribute('tabindex', '0')
    // Cards narrow enough to sit side by side: the row no longer scrolls.
    await row.evaluate((element) => {
      for (const card of element.children) (card as HTMLElement).style.flexBasis = '10px'
    })
    await expect(tourControls(page)).toBeHidden()
    await expect(row).not.toHaveAttribute('tabindex')
  })

  test('rows on a page reached by a client-side navigation get their controls too', async ({ page }) => {
    await gotoHydrated(page, '/')
    await routerNavigate(page, '/realm')
    await expect(page.getByRole('heading', { level: 2, name: tour.intro.title })).toBeAttached()
    const controls = tourControls(page)
    await controls.scrollIntoViewIfNeeded()
    await controls.getByRole('button', { name: 'Next card' }).click()
    await expect(controls.locator('[data-snap-position]')).toHaveText('2')
  })
})

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled: false })

  test('the rows scroll natively and show no buttons', async ({ page }) => {
    await page.goto('/realm')
    const row = tourRow(page)
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await expect(page.locator('[data-snap-controls]').first()).toBeAttached()
    for (const controls of await page.locator('[data-snap-controls]').all()) await expect(controls).toBeHidden()
  })
})

test.describe('on a wide screen', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  for (const path of ['/realm', '/Enterprises', '/']) {
    test(`${path}: no card row is a tab stop and none shows controls`, async ({ page }) => {
      await gotoFirstView(page, path)
      const rows = page.locator('[data-snap-row]')
      expect(await rows.count()).toBeGreaterThan(0)
      for (const controls of await page.locator('[data-snap-controls]').all()) await expect(controls).toBeHidden()
      // Tab through the whole page, as a keyboard user would: focus never lands on a row.
      const landed = new Set<string>()
      for (let press = 0; press < 400; press++) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const element = document.activeElement
          return element === document.body || element === null ? null : { row: element.matches('[data-snap-row]'), id: element.id }
        })
        if (focused === null && press > 0) break
        if (focused?.row) landed.add(focused.id)
      }
      expect([...landed], 'rows that took focus').toEqual([])
    })
  }
})
