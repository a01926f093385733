import type { Page } from '@playwright/test'

import { expect, gotoFirstView, nextFrames, test } from './fixtures'

const TEXT = 'This website uses cookies to enhance the user experience.'
const DAY_S = 86_400

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'CookieConsent')
}

test('a first visit shows the banner, reachable by keyboard', async ({ page }) => {
  await gotoFirstView(page, '/')
  await expect(banner(page).getByText(TEXT, { exact: true })).toBeVisible()
  const decline = banner(page).getByRole('button', { name: 'Decline' })
  for (let i = 0; i < 30 && !(await decline.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
  }
  await expect(decline).toBeFocused()
  await page.keyboard.press('Tab')
  const accept = banner(page).getByRole('button', { name: 'Accept' })
  await expect(accept).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
  expect((await consentCookie(page))?.value).toBe('true')
})

test('the banner says what Accept means and shifts nothing on the page when it appears', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { layoutShift: number }).layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { layoutShift: number }).layoutShift += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await gotoFirstView(page, '/')
  await expect(banner(page)).toBeVisible()
  await nextFrames(page, 3)
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0)
  await expect(banner(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacypolicy#analytics')
})

test('Accept stores CookieConsent=true for 365 days with SameSite=Lax', async ({ page }) => {
  await gotoFirstView(page, '/')
  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect(banner(page)).toBeHidden()
  const cookie = await consentCookie(page)
  expect(cookie).toMatchObject({ value: 'true', sameSite: 'Lax', path: '/' })
  // Secure is set only on https pages, which localhost over http cannot show; the unit test
  // app/shell/consent/consent-cookie.test.ts covers the Secure attribute.
  expect(cookie?.secure).toBe(false)
  const expected = Date.now() / 1000 + 365 * DAY_S
  expect(Math.abs(cookie!.expires - expected)).toBeLessThan(DAY_S)
})

test('after answering, the banner stays away on reload', async ({ page }) => {
  await gotoFirstView(page, '/')
  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await gotoFirstView(page, '/about')
  await expect(page.getByText(TEXT)).toHaveCount(0)
})

test('the prerendered HTML holds the banner only in a template, which the browser never shows', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<h1')
  const templates = html.match(/<template\b[\s\S]*?<\/template>/g) ?? []
  expect(templates.filter((template) => template.includes(TEXT))).toHaveLength(1)
  expect(templates.reduce((page, template) => page.replace(template, ''), html)).not.toContain(TEXT)
})

test('Decline stores CookieConsent=false', async ({ page }) => {
  await gotoFirstView(page, '/')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(page)).toMatchObject({ value: 'false', sameSite: 'Lax' })
})

test('"Cookie settings" in the footer reopens the banner', async ({ page }) => {
  await gotoFirstView(page, '/')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await gotoFirstView(page, '/')
  await expect(banner(page)).toBeHidden()
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(banner(page).getByText(TEXT)).toBeVisible()
})

test('the banner does not move the page content', async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as Window & { __layoutShift?: number }
    win.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) win.__layoutShift! += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await gotoFirstView(page, '/')
  await expect(banner(page)).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  const withBanner = await heading.boundingBox()
  expect(await page.evaluate(() => (window as Window & { __layoutShift?: number }).__layoutShift)).toBeLessThan(0.01)

  await banner(page).getByRole('button', { name: 'Accept' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await heading.boundingBox()).toEqual(withBanner)
})
