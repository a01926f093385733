// The Dutch edition (/nl): every page visited on a phone (its language, no English interface text,
// nothing wider than the screen; axe on a page of each layout), the language switch both ways, with and
// without script, hreflang and the sitemap's alternates, and a Dutch not-found page with status 404.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { pagePathIn } from '../app/content/editions.mjs'
import { publishes } from '../app/content/edition-pages'
import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { jobRouteTable, serviceRouteTable, storyRouteSlugs } from '../app/content/route-table'
import { jobPath } from '../app/content/careers-paths'
import { storyPath } from '../app/content/story-path'
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures'
import { VIEWPORTS } from './page-visits/visit'
import { expectNoAxeViolations } from './axe'
import { overflowingElements, textRunningPastItsBox } from './overflow'
import { textsOnTwoLines } from './wrapped-text'

const MESSAGES_DIR = join(import.meta.dirname, '..', 'app', 'messages')

/** Every string value of a messages module, deeply. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

/**
 * English interface sentences a Dutch page must not show: each English message that differs from
 * its Dutch one and is long enough to be unmistakable (a few words, not a name like "Realm").
 */
async function englishInterfaceText(): Promise<string[]> {
  const sentences: string[] = []
  for (const file of readdirSync(join(MESSAGES_DIR, 'en'))) {
    const english = stringsOf(await import(join(MESSAGES_DIR, 'en', file)))
    const dutch = new Set(stringsOf(await import(join(MESSAGES_DIR, 'nl', file))))
    sentences.push(...english.filter((text) => !dutch.has(text) && text.trim().split(/\s+/).length >= 3 && !/[{}<>]/.test(text)))
  }
  return [...new Set(sentences)]
}

/** A Dutch page's path for a page of the default edition. */
const dutch = (path: string) => pagePathIn('nl', path)

const sameLayoutAsAnother = new Set<string>([
  ...serviceRouteTable.slice(1).map((service) => service.path),
  ...storyRouteSlugs.slice(1).map(storyPath),
  ...jobRouteTable.views.slice(1),
  ...jobRouteTable.open.slice(1).map(jobPath),
])

const dutchPages = pagePaths.filter((path) => publishes('nl', path))

test.describe('every Dutch page on a phone', () => {
  // One window visits every Dutch page in turn at 320 px, the narrowest phone in use (375 px has the
  // same layout and more room): a page per test would spend most of its time opening windows.
  test('each Dutch page is in Dutch, with no English interface sentence, nothing wider than the screen, and no axe violations', async ({
    page,
    baseURL,
    expectNoConsoleErrors,
  }) => {
    test.setTimeout(240_000)
    const english = await englishInterfaceText()
    await acceptCookiesUpFront(page, baseURL!)
    const failures: string[] = []
    for (const path of [...dutchPages, NOT_FOUND_PATH]) {
      await page.setViewportSize(VIEWPORTS.small)
      await page.goto(dutch(path))
      const lang = await page.locator('html').getAttribute('lang')
      if (lang !== 'nl-NL') failures.push(`${dutch(path)}: <html lang="${lang}">`)
      const text = await page.locator('body').innerText()
      const leftovers = english.filter((sentence) => text.includes(sentence))
      if (leftovers.length > 0) failures.push(`${dutch(path)}: English interface text: ${leftovers.join(' | ')}`)
      const wide = await overflowingElements(page)
      if (wide.length > 0) failures.push(`${dutch(path)}: wider than a 320 px screen: ${wide.slice(0, 5).join(', ')}`)
      const cut = await textRunningPastItsBox(page)
      if (cut.length > 0) failures.push(`${dutch(path)}: text cut off at 320 px: ${cut.slice(0, 5).join(', ')}`)
      // axe at 360 px on one page of each layout the Dutch pages share (as pages-phone.spec.ts does
      // for the English ones): what differs within a kind is its copy, which the checks above read.
      if (!sameLayoutAsAnother.has(path)) {
        await page.setViewportSize({ width: 360, height: 740 })
        await expectNoAxeViolations(page).catch((error: Error) => failures.push(`${dutch(path)}: ${error.message}`))
      }
    }
    expect(failures).toEqual([])
    expectNoConsoleErrors()
  })
})

test('the language switch leads to the same page in the other language, and says which', async ({ page }) => {
  await gotoHydrated(page, '/about')
  const toDutch = page.locator('a[data-language-switch="header"]')
  await expect(toDutch).toHaveAttribute('href', '/nl/about')
  await expect(toDutch).toHaveAttribute('hreflang', 'nl-NL')
  await expect(toDutch).toHaveAccessibleName('Nederlands')
  await toDutch.click()
  await expect(page).toHaveURL('/nl/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL')
  const toEnglish = page.locator('a[data-language-switch="header"]')
  await expect(toEnglish).toHaveAttribute('href', '/about')
  await expect(toEnglish).toHaveAccessibleName('English')
  await toEnglish.click()
  await expect(page).toHaveURL('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test('the mobile menu offers the other language', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone)
  await gotoHydrated(page, '/nl/machine-learning')
  await page.locator('[data-mobile-menu-open]').click()
  const toEnglish = page.locator('dialog[data-mobile-menu] a[data-language-switch="menu"]')
  await expect(toEnglish).toHaveAttribute('href', '/machine-learning')
  await toEnglish.click()
  await expect(page).toHaveURL('/machine-learning')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the language switch is a plain link', async ({ page }) => {
    await page.goto('/success-stories')
    await page.locator('a[data-language-switch="header"]').click()
    await expect(page).toHaveURL('/nl/success-stories')
    await expect(page.getByRole('main')).toBeVisible()
  })
})

test('an unknown Dutch address answers 404 with the Dutch not-found page, whose switch leads home', async ({ page }) => {
  const response = await page.goto('/nl/bestaat-niet')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL')
  await expect(page.locator('a[data-language-switch="header"]')).toHaveAttribute('href', '/')
  expect((await page.request.get('/nl/404')).status()).toBe(404)
  expect((await page.request.get('/nl/404.html')).status()).toBe(404)
})

test('each page names its editions: hreflang, og:locale, canonical and JSON-LD inLanguage', async ({ page }) => {
  await page.goto('/nl/about')
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nl\/about$/)
  await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /[^l]\/about$/)
  await expect(head.locator('link[rel="alternate"][hreflang="nl-NL"]')).toHaveAttribute('href', /\/nl\/about$/)
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /[^l]\/about$/)
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'nl_NL')
  await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_US')
  await page.goto(`/nl${storyPath(storyRouteSlugs[0]!)}`)
  const jsonLd = await page.locator('head script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('\n')).toContain('"inLanguage":"nl-NL"')
})

test('the sitemap lists both editions, each page with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>[^<]*?(\/[^<]*)?<\/loc>/g)].length
  expect(locs).toBe(pagePaths.length + dutchPages.length)
  expect(xml).toMatch(/<loc>[^<]*\/nl\/machine-learning<\/loc>/)
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="nl-NL" href="[^"]*\/nl\/machine-learning"\/>/)
})

test('search in Dutch finds Dutch pages', async ({ page }) => {
  await gotoHydrated(page, '/nl')
  await page.keyboard.press('/')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('searchbox').fill('detachering')
  const first = dialog.locator('a[href^="/nl/"]').first()
  await expect(first).toHaveAttribute('href', '/nl/resourcing')
})

test('the Dutch header keeps its menu on one line from 1024 px, the language switch beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/nl/about')
  const labels = page.locator('header nav').first().locator(':scope > ul > li > a, :scope > ul > li > details > summary')
  const wrapped = await textsOnTwoLines(labels)
  expect(wrapped, 'menu items on two lines at 1024 px').toEqual([])
  await expect(page.locator('a[data-language-switch="header"]')).toBeVisible()
})
