import type { Page } from '@playwright/test'

import { BOOKING_ORIGIN } from '../app/content/booking'
import { acceptCookiesUpFront, expect, gotoFirstView, nextFrames, scrollY, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoFirstView(page, '/')
})

const openButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' })
const isScrollLocked = (page: Page) => page.evaluate(() => 'scrollLocked' in document.documentElement.dataset)

/** The collapsible group of the menu, its toggle and its links. */
function section(page: Page, label: string) {
  const details = menu(page).locator('details').filter({ hasText: label })
  return { details, summary: details.locator('summary'), links: details.getByRole('link') }
}

/** Scrolls the way a visitor does. */
async function wheel(page: Page, deltaY: number) {
  await page.mouse.move(187, 400)
  await page.mouse.wheel(0, deltaY)
}

test('the menu button replaces the desktop navigation', async ({ page }) => {
  await expect(openButton(page)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(menu(page)).toBeHidden()
})

test('opening the menu locks page scrolling until it closes', async ({ page }) => {
  await openButton(page).click()
  await expect(menu(page)).toBeVisible()
  // Locked in the frame after the menu shows (app/shell/mobile-menu.ts).
  await expect.poll(() => isScrollLocked(page)).toBe(true)
  await wheel(page, 800)
  // Wheel scrolling is animated: a page that scrolled would have moved within these frames.
  await nextFrames(page, 10)
  expect(await scrollY(page)).toBe(0)

  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  // Unlocked by the menu's close event, a task after the menu has gone.
  await expect.poll(() => isScrollLocked(page)).toBe(false)
  await wheel(page, 800)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
})

test('Services and Products expand and collapse independently', async ({ page }) => {
  await openButton(page).click()
  const services = section(page, 'Our Services')
  const products = section(page, 'Our Products')
  await expect(services.links.first()).toBeHidden()

  await services.summary.click()
  await expect(services.links).toHaveCount(15)
  await expect(services.links.first()).toBeVisible()
  await expect(products.links.first()).toBeHidden()

  await products.summary.click()
  await expect(products.links.getByText('Realm - An AI Platform')).toBeVisible()
  await expect(services.links.first()).toBeVisible()

  await services.summary.click()
  await expect(services.links.first()).toBeHidden()
  await expect(products.links.first()).toBeVisible()
})

// A native modal <dialog> makes the page behind inert. Past its last control, Chromium moves focus to
// the browser's own UI (the document loses focus) and the next Tab comes back to the first control;
// focus must never land on the page behind.
test('Tab keeps focus inside the open menu', async ({ page }) => {
  await openButton(page).click()
  const stops = new Set<string>()
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const focus = await menu(page).evaluate((dialog) => ({
      inDialog: dialog.contains(document.activeElement),
      inBrowserUi: !document.hasFocus(),
      name: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    }))
    expect(focus.inDialog || focus.inBrowserUi, `focus after ${i + 1} Tab presses: ${focus.name}`).toBe(true)
    if (focus.inDialog) stops.add(focus.name)
  }
  expect(stops).toContain('Close menu')
  expect(stops).toContain("Let's Talk")
})

test('Escape closes the menu and returns focus to the menu button', async ({ page }) => {
  await openButton(page).click()
  await expect(menu(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(openButton(page)).toBeFocused()
})

test('the close button closes the menu', async ({ page }) => {
  await openButton(page).click()
  await menu(page).getByRole('button', { name: 'Close menu' }).click()
  await expect(menu(page)).toBeHidden()
  await expect(openButton(page)).toBeFocused()
  expect(await isScrollLocked(page)).toBe(false)
})

test("Let's Talk in the menu opens the booking dialog, and the page behind stays locked", async ({ page }) => {
  // The booking host is outside this machine: an empty page stands in for it.
  await page.route(`${BOOKING_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }),
  )
  // Twice: the second time the dialog's code is loaded already, so it opens before the menu's close.
  for (const time of ['first', 'second']) {
    await openButton(page).click()
    await expect.poll(() => isScrollLocked(page)).toBe(true)
    await menu(page).getByRole('link', { name: "Let's Talk" }).click()
    const booking = page.getByRole('dialog', { name: /book/i })
    await expect(booking).toBeVisible()
    await expect(menu(page)).toBeHidden()
    await nextFrames(page, 2)
    expect(await isScrollLocked(page), `the ${time} time`).toBe(true)
    await page.keyboard.press('Escape')
    await expect(booking).toBeHidden()
    // The dialog's close event, which unlocks the page, comes in a task after the dialog has gone.
    await expect.poll(() => isScrollLocked(page)).toBe(false)
  }
})
