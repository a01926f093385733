import { site } from '../app/content/site'
import { getServicePage } from '../app/content/service-pages'

import { expect, test } from './fixtures'

// What a visitor with JavaScript turned off gets: the prerendered pages, complete and usable.
test.use({ javaScriptEnabled: false })

const SAMPLE = ['/', '/business-intelligence', '/about', '/contactus', '/success-stories', '/hybrid-cloud', '/careers']

for (const path of SAMPLE) {
  test(`${path} shows its content, footer and no cookie banner`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main section').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByText('This website uses cookies to enhance the user experience.')).toHaveCount(0)
    expect(await page.context().cookies()).toEqual([])
  })
}

test('the desktop dropdowns open as native disclosures', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Business Intelligence' })).toBeHidden()
  await nav.locator('summary', { hasText: 'Our Services' }).click()
  await nav.getByRole('link', { name: 'Business Intelligence' }).click()
  await expect(page).toHaveURL(/\/business-intelligence$/)
})

test('the mobile menu opens as a native disclosure and its sections expand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  await page.locator('header summary', { hasText: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true })
  await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible()
  await menu.locator('summary', { hasText: 'Our Services' }).click()
  await menu.getByRole('link', { name: 'Quantum Computing' }).click()
  await expect(page).toHaveURL(/\/quantum-computing$/)
})

test("FAQs open, Let's Talk is a link to the booking page, and counters show their final values", async ({ page }) => {
  await page.goto('/business-intelligence')
  const [first] = getServicePage('business-intelligence').faqs
  await page.locator(`#faq details#${first!.id} summary`).click()
  await expect(page.getByText(first!.answers[0]!)).toBeVisible()
  await expect(page.getByRole('link', { name: "Let's Talk" }).first()).toHaveAttribute('href', site.bookingUrl)

  await page.goto('/')
  for (const value of ['250+', '60+', '150+', '$25M+']) {
    await expect(
      page.locator('#milestones-title ~ dl, section[aria-labelledby="milestones-title"] dl').getByText(value, { exact: true }).first(),
    ).toBeVisible()
  }
})
