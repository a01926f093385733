import type { Page } from '@playwright/test'

import { expect, gotoHydrated, routerNavigate, test } from './fixtures'

// Quoted from the specification, spelling included.
const TITLE = 'Oops, nothing here......'
const LEAD = "Uh oh, we cant't seen to find the page you are looking for...."
const HINT = 'Try going back to previous page or Contact us for more information.'

async function expectNotFoundPage(page: Page) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(main.getByText(LEAD, { exact: true })).toBeVisible()
  await expect(main.getByText(HINT, { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contactus')
  await expect(main.getByRole('link', { name: 'Go Back', exact: true })).toHaveAttribute('href', '/')
}

test('an unknown URL answers 404 with the not-found page', async ({ page, consoleErrors }) => {
  const response = await gotoHydrated(page, '/some/unknown/path')
  expect(response?.status()).toBe(404)
  await expectNotFoundPage(page)
  // Chromium logs the document's own 404 status; anything else (a hydration error) is a bug.
  const documentStatus = /status of 404 .*\(http:\/\/localhost:\d+\/some\/unknown\/path\)$/
  expect(consoleErrors.filter((error) => !documentStatus.test(error))).toEqual([])
})

test('/pagenotfound answers 200 with the same page', async ({ page }) => {
  const response = await gotoHydrated(page, '/pagenotfound')
  expect(response?.status()).toBe(200)
  await expectNotFoundPage(page)
})

test('client navigation to an unknown path shows the not-found page', async ({ page }) => {
  await gotoHydrated(page, '/')
  await routerNavigate(page, '/nope')
  await expect(page).toHaveURL('/nope')
  await expectNotFoundPage(page)
})
