import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect }

type Fixtures = {
  /** Requests to hosts other than localhost; none resolves. The test fails if any happened. */
  externalRequests: string[]
  /** Console errors and uncaught exceptions of every page in the test's context. */
  consoleErrors: string[]
  expectNoConsoleErrors: () => void
  /** Content-Security-Policy violations any page reported. The test fails if there were any. */
  cspViolations: string[]
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  externalRequests: async ({}, use) => {
    await use([])
  },
  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, use) => {
    await use([])
  },
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => {
    await use([])
  },
  // Every context a test gets (including ones made fresh by test.use options) is guarded.
  context: async ({ context, externalRequests, consoleErrors, cspViolations }, use) => {
    // An inline script without its hash in the page's CSP, or a blocked frame or image, shows here.
    await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      cspViolations.push(violation)
    })
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`)
      })
    })
    // Other hosts do not resolve in these tests (OFFLINE_FLAG in playwright.config.ts). A request a test
    // stubs with page.route is answered or aborted before it would be resolved, and is not counted.
    context.on('requestfailed', (request) => {
      const url = new URL(request.url())
      if (LOCAL_HOSTS.has(url.hostname) || url.protocol === 'data:') return
      if (request.failure()?.errorText === 'net::ERR_NAME_NOT_RESOLVED') externalRequests.push(url.href)
    })
    context.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`)
    })
    context.on('weberror', (error) => consoleErrors.push(`Uncaught: ${error.error().message}`))
    await use(context)
    expect(externalRequests, 'requests to hosts other than localhost').toEqual([])
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
  },
  expectNoConsoleErrors: async ({ consoleErrors }, use) => {
    await use(() => expect(consoleErrors, 'console errors').toEqual([]))
  },
})

type RouterWindow = Window & {
  __reactRouterDataRouter?: { navigate(to: string): Promise<void> }
}

/** Resolves once the first view's script (app/shell/main.ts) runs the page's controls. */
export async function waitForShell(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
}

/**
 * Shows the intent that loads React (the pointer over an in-site link, app/shell/navigation-intent.ts)
 * and resolves once React has hydrated the page and run its effects. React sets `__reactProps$…` on the
 * DOM nodes it hydrates; two animation frames later its commit and passive effects have run.
 */
export async function waitForHydration(page: Page) {
  await waitForShell(page)
  await page.evaluate(() => document.querySelector('a[data-discover]')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
  await page.waitForFunction(() => {
    const header = document.querySelector('header')
    return (
      header !== null &&
      Object.keys(header).some((key) => key.startsWith('__reactProps$')) &&
      (window as RouterWindow).__reactRouterDataRouter !== undefined
    )
  })
  await nextFrames(page, 2)
}

/** Opens `path` and waits for its first view's script, without the intent that would load React. */
export async function gotoFirstView(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForShell(page)
  return response
}

/** Fails if React or React Router has loaded, or any of the page's hydration code. */
export async function expectReactNotLoaded(page: Page) {
  const scripts = await loadedScripts(page)
  expect(
    scripts.filter((url) => /\/assets\/(react|react-router|boot|entry\.client|root|site-layout)-/.test(new URL(url).pathname)),
    'React code loaded',
  ).toEqual([])
  expect(await page.evaluate(() => (window as RouterWindow).__reactRouterDataRouter === undefined)).toBe(true)
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/** Waits for `count` animation frames in the page. */
export async function nextFrames(page: Page, count = 1) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
  }, count)
}

/** A client-side navigation through React Router's own router, as a link click would start. */
export async function routerNavigate(page: Page, to: string) {
  await page.evaluate((path) => void (window as RouterWindow).__reactRouterDataRouter?.navigate(path), to)
}

/**
 * Clicks with modifier keys and reports whether the page's own handlers claimed the click
 * (`preventDefault`). A listener on window, the last stop of the click, records that and then
 * cancels the click, so the browser opens no tab or window.
 */
export async function modifiedClickHandledByPage(page: Page, target: Locator, modifiers: ('Shift' | 'Control' | 'Meta' | 'Alt')[]) {
  await page.evaluate(() => {
    window.addEventListener('click', (event) => {
      document.documentElement.dataset.clickHandled = String(event.defaultPrevented)
      event.preventDefault()
    })
  })
  await target.click({ modifiers })
  return (await page.locator('html').getAttribute('data-click-handled')) === 'true'
}

export function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY)
}

/** Jumps without the smooth scrolling the site turns on for users without reduced motion. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => scrollY(page)).toBe(y)
}

/** JS files the page has already loaded: anything else is a chunk a navigation will request. */
export function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  )
}

export function isScript(url: string) {
  return new URL(url).pathname.endsWith('.js')
}

export function isData(url: string) {
  return new URL(url).pathname.endsWith('.data')
}

/** Sets the consent cookie so the banner stays away in tests about something else. */
export async function acceptCookiesUpFront(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL }])
}
