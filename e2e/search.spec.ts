import { readFileSync } from 'node:fs'

import { loadSiteIndex, searchPages } from '../app/shell/search/search-engine'

import { expect, gotoFirstView, routerNavigate, test, waitForHydration } from './fixtures'
import { relevanceMiss, relevanceTable } from './search-relevance'
import { textsOnTwoLines } from './wrapped-text'

// Site search: the relevance table against the built index, the dialog on a desktop and a phone, the
// site map without script and the not-found page's suggestions. Few page loads, many checks each.

/** Each edition's index: a row whose pages are Dutch (/nl/...) searches the Dutch one. */
const builtIndex = (dutch: boolean) => new URL(`../build/client/${dutch ? 'nl/' : ''}search-index.json`, import.meta.url)

test('every query of the relevance table puts its pages first or in the top three, as the table says', () => {
  const indexes = new Map([false, true].map((dutch) => [dutch, loadSiteIndex(readFileSync(builtIndex(dutch), 'utf8'))]))
  const misses = relevanceTable().flatMap((row) => {
    const dutch = [row.first, ...(row.top3 ?? []), ...(row.oneOf ?? [])].some((path) => path?.startsWith('/nl/'))
    const miss = relevanceMiss(
      row,
      searchPages(indexes.get(dutch)!, row.query, 3).map((hit) => hit.path),
    )
    return miss ? [miss] : []
  })
  expect(misses).toEqual([])
})

test('the dialog opens from the header, by / and by Ctrl+K, and its results are links the keys move through', async ({
  page,
  expectNoConsoleErrors,
}) => {
  // The search button leaves the main navigation's items on one line from 1024 px, its narrowest.
  await page.setViewportSize({ width: 1024, height: 800 })
  await gotoFirstView(page, '/about')
  const wrapped = await textsOnTwoLines(page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li'))
  expect(wrapped, 'main navigation items on two lines at 1024 px').toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  const button = page.getByRole('banner').getByRole('link', { name: 'Search' })
  await expect(button).toHaveAttribute('href', '/search')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  const field = dialog.getByRole('searchbox', { name: 'Search the site' })
  await expect(field).toBeFocused()

  await field.fill('disaster recovery')
  const results = dialog.getByRole('list', { name: 'Results' }).getByRole('link')
  await expect(results.first()).toHaveAttribute('href', '/disaster-recovery')
  await expect(results.first()).toContainText('Page')
  await expect(results.first().locator('mark').first()).toHaveText(/disaster|recovery/i)
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results?/)

  await field.press('ArrowDown')
  await expect(results.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(results.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(field).toBeFocused()
  // Focus goes round inside while it is open, and back to the button once it closes.
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('link', { name: 'every page of the site' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()

  await page.locator('body').press('/')
  await expect(field).toBeFocused()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+k')
  await expect(field).toBeFocused()
  await field.fill('kubernets')
  await expect(results.first()).toBeVisible()
  const first = await results.first().getAttribute('href')
  // The dialog, the index and the excerpts loaded under the page's policy (the fixture fails on any
  // Content-Security-Policy violation), without an error.
  expectNoConsoleErrors()
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${first}$`))
})

test('on a phone the dialog fills the screen and opens from the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await gotoFirstView(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Search the site' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  await expect(dialog.getByRole('searchbox')).toBeFocused()
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 })
  await dialog.getByRole('searchbox').fill('retail')
  await expect(dialog.getByRole('link').filter({ hasText: 'Success story' }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})

test('the not-found page suggests the page a mistyped address meant, and still answers 404', async ({ page }) => {
  for (const [missing, meant] of [
    ['/startups', '/startup'],
    ['/aws', '/publicloud'],
  ] as const) {
    const response = await gotoFirstView(page, missing)
    expect(response?.status()).toBe(404)
    const search = page.getByRole('search')
    await expect(search.getByRole('searchbox')).toHaveValue(missing.slice(1))
    await expect(page.locator('[data-search-suggest-results]').getByRole('link').first()).toHaveAttribute('href', meant)
  }
  await expect(page.getByRole('heading', { name: 'Most visited' })).toBeVisible()
  // Rendered in the browser, after a client-side navigation back to the mistyped address: the same
  // box, filled, the same suggestions and links, in the same document.
  await waitForHydration(page)
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  await routerNavigate(page, '/about')
  await expect(page).toHaveURL(/\/about$/)
  await page.goBack()
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('aws')
  await expect(page.locator('[data-search-suggest-results]').getByRole('link').first()).toHaveAttribute('href', '/publicloud')
  await expect(page.getByRole('heading', { name: 'Most visited' })).toBeVisible()
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // Where the box's form leads without script; with script the site map searches the words.
  await gotoFirstView(page, '/search?q=gdpr')
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  await expect(dialog.getByRole('searchbox')).toHaveValue('gdpr')
  const results = dialog.getByRole('list', { name: 'Results' }).getByRole('link')
  await expect(results.first()).toBeVisible()
  expect((await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).slice(0, 3)).toContain('/privacypolicy')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search button is a link to /search, which lists every page of the sitemap by type', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search$/)
    for (const heading of ['Services', 'Success stories', 'Solutions, products and company']) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const listed = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    // The English site map lists the English pages; the Dutch ones are on /nl/search (e2e/editions.spec.ts).
    const english = paths.filter((path) => path !== '/nl' && !path.startsWith('/nl/'))
    expect(english.filter((path) => path !== '/search' && !listed.includes(path))).toEqual([])

    await page.goto('/aws')
    await expect(page.getByRole('link', { name: /Site map/ })).toHaveAttribute('href', '/search')
    await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible()
  })
})
