// Measurement behind consent, end to end: a copy of the site built with Matomo configured, pointed at a
// loopback collector (e2e/analytics/collector.ts) that serves a stand-in matomo.js and records every
// request. What reaches the collector is what would reach the provider. The repository's own build
// (provider: none) is checked for the absence of any analytics code and hosts.
//
// The analytics code is compiled in at build time (__ANALYTICS__), so the Matomo copy needs a build
// of its own; `npm test` builds the whole site once, and no spec builds it a second time. The copy
// is a small fixture instead: the same code and content, with only the pages these tests visit
// prerendered, and only their routes (FIXTURE_PAGES; scripts/build-steps/prerender-only.ts). The tests
// that check "every page" of the Matomo build check every page of that fixture; the repository's
// full build is still checked page by page for the absence of analytics.
import type { ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { BrowserContext, Page } from '@playwright/test'
import { parseDocument } from 'yaml'

import { CAL_EMBED_NAMESPACE } from '../app/shell/booking/cal-embed-protocol'
import { pagePathOf } from '../server/build-files.mjs'
import { freePort } from '../scripts/dev-tools/free-port.mjs'
import { type Collector, startCollector } from './analytics/collector'
import { expect, test, waitForHydration } from './fixtures'
import { REPO_DIR, buildCopy, copyCode, copyContent, startSiteServer } from './project-copy'

const SITE_ID = '7'
const RETENTION_MONTHS = 13

/**
 * The pages of the Matomo copy: the home page, a service page, and every page the tests below open
 * or navigate to (/about, /contactus and /success-stories through the header, /brochures for a PDF
 * link, /privacypolicy). The not-found page and /404 always come with them (react-router.config.ts).
 * The brochure files are left out: the "Brochure downloaded" click is never followed, so its PDF
 * need not exist, and a missing cover picture changes nothing checked here. The technology logos
 * (/logos/, small PNG files the home and service pages show) are in.
 */
const FIXTURE_PAGES = ['/', '/machine-learning', '/about', '/contactus', '/success-stories', '/brochures', '/privacypolicy']

test.describe.configure({ mode: 'serial' })

let project: string
let collector: Collector
let server: ChildProcess | undefined
let origin: string

test.beforeAll(async () => {
  test.setTimeout(180_000) // includes a build of the copy's few pages
  const collectorPort = await freePort()
  project = copyContent('analytics-e2e-')
  const settingsFile = join(project, 'content/en/settings.yaml')
  const settings = parseDocument(readFileSync(settingsFile, 'utf8'))
  settings.set('analytics', {
    provider: 'matomo',
    siteId: SITE_ID,
    host: `http://127.0.0.1:${collectorPort}`,
    retentionMonths: RETENTION_MONTHS,
  })
  writeFileSync(settingsFile, settings.toString())
  // The site's code beside the copy's content, built with only the fixture's pages (PRERENDER_ONLY).
  copyCode(project)
  buildCopy(project, { postbuild: true, env: { PRERENDER_ONLY: [...FIXTURE_PAGES, '/logos/*'].join(',') } })
  collector = await startCollector(collectorPort)

  const site = await startSiteServer(project)
  origin = site.origin
  server = site.process
})

test.afterAll(async () => {
  server?.kill()
  await collector?.close()
  if (project) rmSync(project, { recursive: true, force: true })
})

/** The pages of a build (for the Matomo copy, its fixture's): the HTML files its post-build step hashed, by URL path. */
function pagesOf(buildDir: string) {
  const hashes = JSON.parse(readFileSync(join(buildDir, 'csp-hashes.json'), 'utf8')) as Record<string, string[]>
  return Object.keys(hashes)
    .map((file) => pagePathOf(file))
    .filter((path): path is string => Boolean(path) && !path!.startsWith('/admin'))
}

/** The sources of one directive in a policy. */
function directive(policy: string, name: string) {
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? []
  )
}

// The content editor's page (/admin) has a policy of its own, which analytics never joins.
const isEditorPolicy = (policy: string) => policy.includes("'wasm-unsafe-eval'")

/** The page policies of a build's _headers file. */
function policiesOfHeadersFile(buildDir: string) {
  return [...readFileSync(join(buildDir, 'client/_headers'), 'utf8').matchAll(/^ {2}Content-Security-Policy: (.+)$/gm)]
    .map((match) => match[1]!)
    .filter((policy) => !isEditorPolicy(policy))
}

/** The page policies of a build's nginx configuration. */
function policiesOfNginx(buildDir: string) {
  const http = readFileSync(join(buildDir, 'nginx/http.conf'), 'utf8')
  return [...http.matchAll(/"(default-src [^"]+)"/g)].map((match) => match[1]!).filter((policy) => !isEditorPolicy(policy))
}

function scriptsOf(buildDir: string) {
  const assets = join(buildDir, 'client/assets')
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n')
}

// Words only analytics code contains: the adapters' provider APIs and the runtime's module.
const ANALYTICS_MARKERS = ['_paq', 'requireCookieConsent', 'googletagmanager', 'data-auto-track', 'ga-disable-', 'plausible']

test.describe('the policy', () => {
  test('with a provider, its host is in script-src and connect-src of every page, _headers and the nginx files', async ({ request }) => {
    const buildDir = join(project, 'build')
    // Every page of the fixture: exactly the pages asked for, and the two not-found documents.
    expect(pagesOf(buildDir).sort()).toEqual([...FIXTURE_PAGES, '/404', '/pagenotfound'].sort())
    for (const path of pagesOf(buildDir)) {
      const policy = (await request.get(origin + path)).headers()['content-security-policy'] ?? ''
      expect(directive(policy, 'script-src'), path).toContain(collector.origin)
      expect(directive(policy, 'connect-src'), path).toContain(collector.origin)
    }
    for (const policy of [...policiesOfHeadersFile(buildDir), ...policiesOfNginx(buildDir)]) {
      expect(directive(policy, 'script-src')).toContain(collector.origin)
      expect(directive(policy, 'connect-src')).toContain(collector.origin)
    }
    // A policy for each page (the loop above checked them all), plus the one of 404.html.
    expect(policiesOfNginx(buildDir).length).toBeGreaterThan(pagesOf(buildDir).length)
    // The static hosts' not-found page carries its policy in a meta tag.
    expect(readFileSync(join(buildDir, 'client/404.html'), 'utf8')).toContain(collector.origin)
  })

  test('without one (the repository build), pages allow only their own origin to load scripts and send data', async ({ request }) => {
    const buildDir = join(REPO_DIR, 'build')
    for (const path of pagesOf(buildDir)) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? ''
      expect(
        directive(policy, 'script-src').filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"])
      expect(directive(policy, 'connect-src'), path).toEqual(["'self'"])
      expect(directive(policy, 'img-src'), path).toEqual(["'self'"])
    }
    for (const policy of [...policiesOfHeadersFile(buildDir), ...policiesOfNginx(buildDir)]) {
      expect(directive(policy, 'script-src').filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"])
      expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    }
  })

  test('without a provider the build holds no analytics code at all; with one it does', () => {
    const without = scriptsOf(join(REPO_DIR, 'build'))
    const withProvider = scriptsOf(join(project, 'build'))
    for (const marker of ANALYTICS_MARKERS.slice(0, 2)) expect(withProvider).toContain(marker)
    for (const marker of ANALYTICS_MARKERS) expect(without).not.toContain(marker)
  })
})

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const hitsOf = (name?: string) => collector.hits().filter((hit) => (name ? hit.params.e_a === name : !hit.params.e_a))
const matomoCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith('_pk_')).map((cookie) => cookie.name)

async function open(page: Page, path: string) {
  await page.goto(origin + path)
  await waitForHydration(page)
}

/** Clicks a link while keeping the browser from following it (a mail client, a download, another site). */
async function clickWithoutFollowing(page: Page, link: ReturnType<Page['locator']>) {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true }))
  await link.click()
}

/** Stands in for the booking page: reports a completed booking the way cal.com does (both event versions). */
async function stubBookingPage(page: Page) {
  await page.route(/^https:\/\/(app\.)?cal\.com\//, (route) => {
    const message = (type: string) =>
      JSON.stringify({ originator: 'CAL', type, namespace: CAL_EMBED_NAMESPACE, fullType: `CAL:${CAL_EMBED_NAMESPACE}:${type}`, data: {} })
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Booking</title><p>Booked</p><script>parent.postMessage(${message('bookingSuccessful')}, '*');parent.postMessage(${message('bookingSuccessfulV2')}, '*')</script>`,
    })
  })
}

test.describe('measurement', () => {
  test('before a visitor answers, nothing of the provider loads on any page', async ({ page }) => {
    test.setTimeout(120_000) // every page of the fixture, each loaded and hydrated
    const toCollector: string[] = []
    page.on('request', (request) => void (request.url().startsWith(collector.origin) && toCollector.push(request.url())))
    for (const path of pagesOf(join(project, 'build'))) {
      await open(page, path)
      if (path !== '/pagenotfound') await expect(banner(page), path).toBeVisible()
    }
    expect(toCollector).toEqual([])
    expect(collector.requests).toEqual([])
    expect(await page.evaluate(() => '_paq' in window)).toBe(false)
  })

  test('after Accept: a page view on the first page and on each client navigation, each conversion once; withdrawing stops it and deletes its cookies', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    await stubBookingPage(page)
    await open(page, '/')
    expect(collector.requests).toEqual([])
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => hitsOf().length).toBe(1)
    expect(hitsOf()[0]!.params).toMatchObject({ idsite: SITE_ID, url: `${origin}/`, action_name: await page.title() })
    expect(await matomoCookies(context)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^_pk_id\./), expect.stringMatching(/^_pk_ses\./)]),
    )

    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(`${origin}/about`)
    await expect.poll(() => hitsOf().length).toBe(2)
    await header.getByRole('link', { name: 'Contact Us', exact: true }).click()
    await expect(page).toHaveURL(`${origin}/contactus`)
    await expect.poll(() => hitsOf().length).toBe(3)
    expect(hitsOf().map((hit) => [hit.params.url, hit.params.urlref])).toEqual([
      [`${origin}/`, ''],
      [`${origin}/about`, `${origin}/`],
      [`${origin}/contactus`, `${origin}/about`],
    ])
    expect(hitsOf()[2]!.params.action_name).toBe(await page.title())

    // Conversions: the email and phone links of the contact page, the blog, a brochure, "Let's Talk"
    // and, in its frame, a completed booking.
    const main = page.getByRole('main')
    await clickWithoutFollowing(page, main.locator('a[href^="mailto:"]').first())
    await clickWithoutFollowing(page, main.locator('a[href^="tel:"]').first())
    await clickWithoutFollowing(page, header.getByRole('link', { name: 'Blog' }).first())
    await open(page, '/brochures')
    await clickWithoutFollowing(page, main.locator('a[href$=".pdf"]').first())
    await header.getByRole('link', { name: "Let's Talk" }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    for (const name of [
      'Email link used',
      'Phone link used',
      'Blog opened',
      'Brochure downloaded',
      'Booking opened',
      'Booking completed',
    ]) {
      await expect.poll(() => hitsOf(name).length, name).toBe(1)
    }
    await page.keyboard.press('Escape')
    const pageViews = hitsOf().length

    // Withdrawing through "Cookie settings": its cookies go at once, and nothing more is sent.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect.poll(() => matomoCookies(context)).toEqual([])
    const sent = collector.requests.length
    await header.getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(`${origin}/about`)
    await clickWithoutFollowing(page, header.getByRole('link', { name: 'Blog' }).first())
    await header.getByRole('link', { name: 'Success Stories', exact: true }).click()
    await expect(page).toHaveURL(`${origin}/success-stories`)
    // A beacon would be on the wire: the network must have gone quiet without one.
    await page.waitForLoadState('networkidle')
    expect(collector.requests.length).toBe(sent)
    expect(hitsOf().length).toBe(pageViews)
    expect(await matomoCookies(context)).toEqual([])

    // A new Accept resumes measurement from the page it is given on.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => hitsOf().at(-1)?.params.url).toBe(`${origin}/success-stories`)
  })

  test('a visitor who declines on arrival sends nothing, on any page or click', async ({ page }) => {
    const before = collector.requests.length
    await open(page, '/contactus')
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await clickWithoutFollowing(page, page.getByRole('main').locator('a[href^="mailto:"]').first())
    await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(`${origin}/about`)
    await open(page, '/brochures')
    await page.waitForLoadState('networkidle')
    expect(collector.requests.length).toBe(before)
    expect(await page.evaluate(() => '_paq' in window)).toBe(false)
  })

  test('a visitor who accepted on an earlier visit: the page they arrive on is recorded once, each client navigation once', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'CookieConsent', value: 'true', url: origin }])
    const before = hitsOf().length
    await open(page, '/machine-learning')
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => hitsOf().length).toBe(before + 1)
    await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(`${origin}/about`)
    await expect.poll(() => hitsOf().length).toBe(before + 2)
    // A second record of either page would be on the wire: the network must have gone quiet without one.
    await page.waitForLoadState('networkidle')
    expect(
      hitsOf()
        .slice(before)
        .map((hit) => hit.params.url),
    ).toEqual([`${origin}/machine-learning`, `${origin}/about`])
  })

  test('the privacy policy and the banner name the provider, what it collects and how long it is kept', async ({ page }) => {
    await open(page, '/privacypolicy')
    const section = page.locator('#analytics')
    await expect(section).toContainText('we measure how this website is used with Matomo')
    await expect(section).toContainText(`deleted after ${RETENTION_MONTHS} months`)
    await expect(section).toContainText('its cookies are deleted from your browser')
    await expect(banner(page)).toContainText('Accept lets us measure visits with Matomo')
  })
})

test('without a provider, the privacy policy and the banner say no analytics is used', async ({ page }) => {
  await page.goto('/privacypolicy')
  await waitForHydration(page)
  await expect(page.locator('#analytics')).toContainText('This website uses no analytics service.')
  await expect(banner(page)).toContainText('We run no analytics or advertising')
})
