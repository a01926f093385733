import { infoPages } from '../app/content/info-pages'
import { acceptCookiesUpFront, expect, gotoHydrated, isData, isScript, loadedScripts, test } from './fixtures'

const DELAY_MS = 1500

test("a spinner shows while the next page's code loads", async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoHydrated(page, '/')
  const loaded = new Set(await loadedScripts(page))
  await page.route('**/*', async (route) => {
    const url = route.request().url()
    if ((isScript(url) && !loaded.has(url)) || isData(url)) await new Promise((r) => setTimeout(r, DELAY_MS))
    await route.fallback()
  })

  const spinner = page.getByRole('status', { name: 'Loading' })
  await expect(spinner).toBeHidden()
  const started = Date.now()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
  await expect(spinner).toBeVisible()
  // Every new chunk and data file is held back DELAY_MS; a page made of several chunks takes a few rounds.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(infoPages['/about'].hero.heading, { timeout: 20_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS)
  await expect(spinner).toBeHidden()
})
