import type { Page } from '@playwright/test'

import { footerCompanyLinks, serviceMenu } from '../app/content/navigation'
import { site } from '../app/content/site'
import { acceptCookiesUpFront, expect, gotoFirstView, test } from './fixtures'
import { VIEWPORTS } from './page-visits/visit'

// Issue 26: the footer was 1,846 px on every phone page, 2.3 screens. Below 1024 px its link groups
// are native disclosures, so it fits one phone screen and opens a group with or without script;
// from 1024 px the groups stand open as columns. The offices and the legal line always show.

const GROUPS = ['Services', 'Solutions', 'Company', 'Follow us']
const [firstService] = serviceMenu
const footer = (page: Page) => page.getByRole('contentinfo')

/** The footer's height once laid out: it waits for the viewport (content-visibility in app.css). */
async function footerHeight(page: Page) {
  await footer(page).scrollIntoViewIfNeeded()
  await expect
    .poll(() => footer(page).evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true)
  return footer(page).evaluate((element) => element.getBoundingClientRect().height)
}

async function expectGroupsOpenAndClose(page: Page) {
  const links = footer(page)
  const service = links.getByRole('link', { name: firstService!.name, exact: true })
  // The offices, the contact email and the legal line show; the groups are closed.
  await expect(links.getByText(site.email)).toBeVisible()
  await expect(links.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
  await expect(links.getByText('All rights reserved.')).toBeVisible()
  await expect(links.getByRole('heading', { name: 'Offices' })).toBeVisible()
  await expect(service).toBeHidden()
  // One heading per group, for screen readers: the summary says the same on screen.
  for (const name of GROUPS) await expect(links.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(1)

  const summary = links.locator('summary', { hasText: 'Services' })
  await summary.click()
  await expect(service).toBeVisible()
  await expect(links.getByRole('link', { name: footerCompanyLinks[0]!.name, exact: true })).toBeHidden()
  await summary.click()
  await expect(service).toBeHidden()

  // By keyboard too.
  await links.locator('summary', { hasText: 'Company' }).focus()
  await page.keyboard.press('Enter')
  await expect(links.getByRole('link', { name: 'Careers', exact: true })).toBeVisible()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled })

    test('the footer is at most one screen tall, and its groups open and close', async ({ page, baseURL }) => {
      await acceptCookiesUpFront(page, baseURL!)
      if (javaScriptEnabled) await gotoFirstView(page, '/')
      else await page.goto('/')
      expect(await footerHeight(page), 'footer height at 375 px').toBeLessThanOrEqual(VIEWPORTS.phone.height)
      await expectGroupsOpenAndClose(page)
    })
  })
}

test.describe('on a wide screen', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('the groups stand open as columns under their headings, each link once', async ({ page }) => {
    await gotoFirstView(page, '/')
    expect(await footerHeight(page)).toBeLessThanOrEqual(760)
    for (const name of GROUPS) await expect(footer(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    await expect(footer(page).locator('summary')).toHaveCount(GROUPS.length)
    for (const summary of await footer(page).locator('summary').all()) await expect(summary).toBeHidden()
    for (const item of [...serviceMenu, ...footerCompanyLinks])
      await expect(footer(page).getByRole('link', { name: item.name, exact: true })).toBeVisible()
    for (const network of site.social) await expect(footer(page).getByRole('link', { name: new RegExp(`^${network.name}`) })).toBeVisible()
  })
})
