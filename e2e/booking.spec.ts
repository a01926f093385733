import type { Page } from '@playwright/test'

import { site } from '../app/content/site'
import { acceptCookiesUpFront, expect, gotoHydrated, modifiedClickHandledByPage, test } from './fixtures'

const letsTalk = (page: Page) => page.getByRole('banner').getByRole('link', { name: "Let's Talk" })
const dialog = (page: Page) => page.getByRole('dialog', { name: `Book a call with ${site.name}` })

test.describe('with JavaScript', () => {
  let bookingRequests: string[]

  test.beforeEach(async ({ page, baseURL }) => {
    bookingRequests = []
    // Stands in for the booking host; page routes run before the fixture's external-request blocker.
    await page.route('https://cal.com/**', (route) => {
      bookingRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title><p>Booking stub</p>' })
    })
    await acceptCookiesUpFront(page, baseURL!)
    await gotoHydrated(page, '/')
  })

  test('"Let\'s Talk" opens the booking page in a dialog, loaded only then', async ({ page }) => {
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(bookingRequests).toEqual([])

    await letsTalk(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL('/')
    const frame = dialog(page).getByTitle(`Booking calendar of ${site.name}`)
    await expect(frame).toHaveAttribute('src', site.bookingUrl)
    await expect(frame.contentFrame().getByText('Booking stub')).toBeVisible()
    expect(bookingRequests).toEqual([site.bookingUrl])
  })

  test('Escape closes the dialog and returns focus to "Let\'s Talk"', async ({ page }) => {
    await letsTalk(page).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(letsTalk(page)).toBeFocused()
  })

  test('the booking links in prerendered page markup open the dialog too', async ({ page }) => {
    // The hero's "Let's Talk" and the closing band's "Book a call" are build-time markup that React
    // does not render on the client; the dialog's document listener handles them.
    const main = page.getByRole('main')
    await main.getByRole('link', { name: "Let's Talk" }).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await main.getByRole('link', { name: 'Book a call' }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(page).toHaveURL('/')
  })

  test('a modified click on "Let\'s Talk" is left to the browser', async ({ page }) => {
    expect(await modifiedClickHandledByPage(page, letsTalk(page), ['Shift'])).toBe(false)
    await expect(dialog(page)).toBeHidden()
  })

  test('the close button closes the dialog', async ({ page }) => {
    await letsTalk(page).click()
    await dialog(page).getByRole('button', { name: 'Close booking dialog' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(letsTalk(page)).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Let\'s Talk" is a plain link to the booking page', async ({ page }) => {
    await page.goto('/')
    await expect(letsTalk(page)).toHaveAttribute('href', site.bookingUrl)
  })
})
