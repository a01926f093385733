import { BOOKING_ORIGIN } from '../app/content/booking'
import { infoPages } from '../app/content/info-pages'
import {
  acceptCookiesUpFront,
  expect,
  expectReactNotLoaded,
  gotoFirstView,
  nextFrames,
  scrollToY,
  scrollY,
  test,
  waitForHydration,
} from './fixtures'

// A page's first view runs the small script in app/shell/ and no React: React and React Router load
// when a visitor shows intent to follow an in-site link (app/shell/navigation-intent.ts).

const aboutHeading = infoPages['/about'].hero.heading

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
})

test('a page that is only read loads no React', async ({ page }) => {
  await gotoFirstView(page, '/')
  // Idle time, scrolling and reading are no intent to navigate.
  await page.mouse.wheel(0, 2000)
  await page.waitForTimeout(1500)
  await expectReactNotLoaded(page)
})

test('a first view runs none of React Router’s inline scripts and leaves sessionStorage alone', async ({ page }) => {
  // A first access to sessionStorage waits on the browser process; scripts/build-steps/defer-hydration.mjs
  await page.addInitScript(() => {
    const reads: string[] = []
    Object.assign(window, { storageReads: reads })
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (key) {
      reads.push(key)
      return getItem.call(this, key)
    }
  })
  await gotoFirstView(page, '/')
  await page.waitForTimeout(500)
  const seen = await page.evaluate(() => ({
    reads: (window as unknown as { storageReads: string[] }).storageReads,
    context: '__reactRouterContext' in window,
    key: history.state?.key ?? null,
  }))
  expect(seen).toEqual({ reads: [], context: false, key: null })
  // React keys the history entry and reads the router context once it starts.
  await waitForHydration(page)
  expect(await page.evaluate(() => typeof history.state?.key)).toBe('string')
})

test('a page that React Router keyed opens again at the position the visitor left it', async ({ page }) => {
  await gotoFirstView(page, '/')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  await scrollToY(page, 1200)
  await page.reload()
  await expect.poll(() => scrollY(page)).toBe(1200)
})

test('the header menus work before React loads', async ({ page }) => {
  await gotoFirstView(page, '/')
  const services = page.getByRole('navigation', { name: 'Main' }).locator('details').filter({ hasText: 'Our Services' })
  await services.locator('summary').click()
  await expect(services).toHaveAttribute('open')
  await page.keyboard.press('Escape')
  await expect(services).not.toHaveAttribute('open')
  await expect(services.locator('summary')).toBeFocused()

  await page.setViewportSize({ width: 375, height: 740 })
  const openMenu = page.getByRole('button', { name: 'Open menu' })
  await openMenu.click()
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible()
  await expect(openMenu).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden()
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false')
  await expect(openMenu).toBeFocused()
  await expectReactNotLoaded(page)
})

test('the page’s controls answer while React hydrates, when React stops events at the document', async ({ page }) => {
  // While a part of the page is still dehydrated, react-dom stops clicks and key presses in the
  // document's capture phase (app/shell/page-events.ts). On a slow phone hydration takes long enough
  // for a visitor's Accept or arrow key to land in it; here a listener does the same for the whole test.
  await page.context().clearCookies()
  await page.addInitScript(() => {
    for (const type of ['click', 'keydown', 'pointerdown', 'focusin'])
      document.addEventListener(type, (event) => event.stopPropagation(), { capture: true })
  })
  await page.route(`${BOOKING_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }),
  )
  await gotoFirstView(page, '/')

  const banner = page.getByRole('region', { name: /cookie/i })
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()

  const services = page.getByRole('navigation', { name: 'Main' }).locator('details').filter({ hasText: 'Our Services' })
  const links = services.getByRole('link')
  await services.locator('summary').focus()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(services).not.toHaveAttribute('open')

  await page.getByRole('banner').getByRole('link', { name: "Let's Talk" }).click()
  const booking = page.getByRole('dialog', { name: /book/i })
  await expect(booking).toBeVisible()
  await booking.getByRole('button', { name: /close/i }).click()
  await expect(booking).toBeHidden()
})

test('pointing at an in-site link loads React and hydrates the page', async ({ page }) => {
  await gotoFirstView(page, '/')
  await expectReactNotLoaded(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).hover()
  await page.waitForFunction(() => 'navigate' in ((window as { __reactRouterDataRouter?: object }).__reactRouterDataRouter ?? {}))
})

test('focusing an in-site link from the keyboard loads React', async ({ page }) => {
  await gotoFirstView(page, '/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).focus()
  await page.waitForFunction(() => (window as { __reactRouterDataRouter?: object }).__reactRouterDataRouter !== undefined)
})

test('a link clicked before React is ready shows Loading, then opens without a page load', async ({ page }) => {
  // React's chunks are held back until the test has seen the spinner.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await held
    await route.fallback()
  })
  await gotoFirstView(page, '/')
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  // A click straight away, with no hover first: how a tap on a phone arrives.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).dispatchEvent('click')
  const spinner = page.getByRole('status', { name: 'Loading' })
  await expect(spinner).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/')
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  expect(new URL(page.url()).pathname).toBe('/about')
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await nextFrames(page, 2)
  await expect(spinner).toBeHidden()
})

test('a link clicked before React is ready opens as a page load if React cannot load', async ({ page }) => {
  await page.route(/\/assets\/react-[\w-]+\.js$/, (route) => route.abort())
  await gotoFirstView(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).dispatchEvent('click')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  expect(new URL(page.url()).pathname).toBe('/about')
})
