import type { Page } from '@playwright/test'

import { acceptCookiesUpFront, expect, gotoHydrated, nextFrames, scrollToY, scrollY, test } from './fixtures'

const button = (page: Page) => page.getByRole('button', { name: 'Scroll to top' })

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoHydrated(page, '/')
})

test('the button appears only past 250 px of scrolling', async ({ page }) => {
  await expect(button(page)).toBeHidden()
  await scrollToY(page, 200)
  await nextFrames(page, 2) // the button updates on the next frame after a scroll
  await expect(button(page)).toBeHidden()
  await scrollToY(page, 300)
  await expect(button(page)).toBeVisible()
})

test('the button scrolls back to the top', async ({ page }) => {
  await scrollToY(page, 2000)
  await button(page).click()
  await expect.poll(() => scrollY(page)).toBe(0)
  await expect(button(page)).toBeHidden()
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the button jumps to the top at once', async ({ page }) => {
    await scrollToY(page, 2000)
    await button(page).click()
    const y = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))))
    expect(y).toBe(0)
  })
})
