import type { Page } from '@playwright/test'

import { infoPages } from '../app/content/info-pages'
import { acceptCookiesUpFront, expect, gotoHydrated, isScript, loadedScripts, test } from './fixtures'

// React Router answers a route chunk that fails to load by reloading the page the visitor is
// leaving; app/lib/navigation/chunk-recovery.ts turns that into a load of the page they clicked.

const aboutHeading = infoPages['/about'].hero.heading

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoHydrated(page, '/')
})

/** Aborts requests for JS files the home page had not loaded: `times` per URL, or forever. */
async function failNewChunks(page: Page, times = Infinity) {
  const loaded = new Set(await loadedScripts(page))
  const failures = new Map<string, number>()
  await page.route('**/*', (route) => {
    const url = route.request().url()
    const failed = failures.get(url) ?? 0
    if (!isScript(url) || loaded.has(url) || failed >= times) return route.fallback()
    failures.set(url, failed + 1)
    return route.abort('connectionreset')
  })
  return failures
}

const clickAboutUs = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()

test('a chunk that fails once: the clicked page still opens', async ({ page }) => {
  const failures = await failNewChunks(page, 1)
  await clickAboutUs(page)
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  expect(failures.size).toBeGreaterThan(0)
})

test('a chunk that keeps failing: the clicked page opens as prerendered HTML', async ({ page }) => {
  const failures = await failNewChunks(page)
  await clickAboutUs(page)
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  expect(failures.size).toBeGreaterThan(0)
})

test('recovery is tried once per page: the second failure shows the error screen', async ({ page, baseURL }) => {
  // What the session holds when a full load of /about was already spent and /about failed again.
  await page.evaluate((origin) => {
    const now = Date.now()
    const from = `${origin}/`
    const to = `${origin}/about`
    sessionStorage.setItem('chunk-recovery:attempt', JSON.stringify({ to, at: now }))
    sessionStorage.setItem('chunk-recovery:pending', JSON.stringify({ from, to, at: now }))
  }, new URL(baseURL!).origin)
  await page.reload()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
  await expect(page.getByRole('main')).toContainText('/about')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
})
