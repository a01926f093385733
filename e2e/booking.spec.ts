import type { Page } from '@playwright/test'

import { BOOKING_EMBED_URL, BOOKING_ORIGIN } from '../app/content/booking'
import { officeContacts } from '../app/content/office-contacts'
import { site } from '../app/content/site'
import { BOOKING_READY_TIMEOUT_MS } from '../app/shell/booking/booking-frame-status'
import { expectNoAxeViolations } from './axe'
import { acceptCookiesUpFront, expect, gotoFirstView, gotoHydrated, modifiedClickHandledByPage, test } from './fixtures'

const letsTalk = (page: Page) => page.getByRole('banner').getByRole('link', { name: "Let's Talk" })
const dialog = (page: Page) => page.getByRole('dialog', { name: `Book a call with ${site.name}` })
const calendarFrame = (page: Page) => dialog(page).getByTitle(`Booking calendar of ${site.name}`)
const loadingState = (page: Page) => dialog(page).getByRole('status', { name: 'Loading the booking calendar' })
const slowMessage = (page: Page) => dialog(page).getByRole('heading', { name: 'The booking calendar is taking longer than usual' })

/**
 * Stands in for the booking host (page routes run before the fixture's external-request blocker).
 * Its page speaks cal.com's embed protocol: it posts `__iframeReady` (at once, or when the test
 * calls its `answer()`), keeps its body hidden until the parent answers `parentKnowsIframeReady`,
 * then posts `linkReady`.
 */
async function standInForBookingHost(
  page: Page,
  { answer = 'at once', reports = 'linkReady' }: { answer?: 'at once' | 'when asked'; reports?: 'linkReady' | 'linkFailed' } = {},
) {
  const requests: string[] = []
  await page.route(`${BOOKING_ORIGIN}/**`, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: standInPage(answer === 'at once', reports) })
  })
  return requests
}

/** Makes the stand-in booking page start its handshake, as a slow booking page eventually would. */
async function answerLate(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(BOOKING_ORIGIN))
  await frame!.evaluate(() => (window as unknown as { answer: () => void }).answer())
}

function standInPage(answerAtOnce: boolean, reports: 'linkReady' | 'linkFailed') {
  return `<!doctype html><html lang="en"><title>Booking</title><body style="visibility: hidden"><main><p>Booking stub</p></main><script>
    const namespace = new URL(location.href).searchParams.get('embed')
    const post = (type) => parent.postMessage({ originator: 'CAL', type, namespace, fullType: 'CAL:' + namespace + ':' + type, data: {} }, '*')
    addEventListener('message', (event) => {
      if (event.data && event.data.originator === 'CAL' && event.data.method === 'parentKnowsIframeReady') {
        if ('${reports}' === 'linkReady') document.body.style.visibility = ''
        post('${reports}')
      }
    })
    window.answer = () => post('__iframeReady')
    ${answerAtOnce ? 'answer()' : ''}
  </script></body></html>`
}

/** Leaves the hidden calendar frame out of axe: with the host blocked it holds the browser's error page. */
const HIDDEN_FRAME = { exclude: [`iframe[title="Booking calendar of ${site.name}"]`] }

/** Opens the dialog and waits for its loading state: the calendar's time limit runs from there. */
async function openWhileLoading(page: Page) {
  await letsTalk(page).click()
  await expect(loadingState(page)).toBeVisible()
}

/** The booking host unreachable: every request to it fails as a blocked or dead host would. */
async function blockBookingHost(page: Page) {
  await page.route(`${BOOKING_ORIGIN}/**`, (route) => route.abort('connectionrefused'))
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
  })

  test.describe('the booking page answering', () => {
    let bookingRequests: string[]

    test.beforeEach(async ({ page }) => {
      bookingRequests = await standInForBookingHost(page)
      await gotoFirstView(page, '/')
    })

    test('"Let\'s Talk" opens the booking page in embed mode in a dialog, loaded only then', async ({ page }) => {
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(bookingRequests).toEqual([])

      await letsTalk(page).click()
      await expect(dialog(page)).toBeVisible()
      await expect(page).toHaveURL('/')
      await expect(calendarFrame(page)).toHaveAttribute('src', BOOKING_EMBED_URL)
      // Shown only once the dialog answered the page's handshake and the page reported ready.
      await expect(calendarFrame(page).contentFrame().getByText('Booking stub')).toBeVisible()
      await expect(calendarFrame(page)).toBeVisible()
      await expect(loadingState(page)).toHaveCount(0)
      await expect(slowMessage(page)).toHaveCount(0)
      expect(bookingRequests).toEqual([BOOKING_EMBED_URL])
      await expectNoAxeViolations(page)
    })

    test('Escape closes the dialog and returns focus to "Let\'s Talk"', async ({ page }) => {
      await letsTalk(page).click()
      await expect(dialog(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await expect(letsTalk(page)).toBeFocused()
    })

    test('the booking links in prerendered page markup open the dialog too', async ({ page }) => {
      // The hero's "Let's Talk" and the closing band's "Book a call" are build-time markup that React
      // does not render on the client; the dialog's document listener handles them.
      const main = page.getByRole('main')
      await main.getByRole('link', { name: "Let's Talk" }).click()
      await expect(dialog(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await main.getByRole('link', { name: 'Book a call' }).click()
      await expect(dialog(page)).toBeVisible()
      await expect(page).toHaveURL('/')
    })

    test('a modified click on "Let\'s Talk" is left to the browser', async ({ page }) => {
      expect(await modifiedClickHandledByPage(page, letsTalk(page), ['Shift'])).toBe(false)
      await expect(dialog(page)).toBeHidden()
    })

    test('the close button closes the dialog', async ({ page }) => {
      await letsTalk(page).click()
      await dialog(page).getByRole('button', { name: 'Close booking dialog' }).click()
      await expect(dialog(page)).toBeHidden()
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(letsTalk(page)).toBeFocused()
    })

    test('the calendar stays once ready: the slow-loading message never comes', async ({ page }) => {
      await page.clock.install()
      // Reloaded, the page must hydrate again before the click: until then "Let's Talk" is the plain
      // link to the booking page, and a click would leave the site.
      await gotoFirstView(page, '/')
      await letsTalk(page).click()
      await expect(calendarFrame(page).contentFrame().getByText('Booking stub')).toBeVisible()
      await page.clock.fastForward(BOOKING_READY_TIMEOUT_MS * 2)
      await expect(calendarFrame(page)).toBeVisible()
      await expect(slowMessage(page)).toHaveCount(0)
    })
  })

  test.describe('the booking host blocked', () => {
    // Pins the nearest office: Amsterdam is neither the first office nor the first in Europe.
    test.use({ timezoneId: 'Europe/Amsterdam' })
    const office = officeContacts.find((contact) => contact.timeZone === 'Europe/Amsterdam')!

    test.beforeEach(async ({ page }) => {
      await blockBookingHost(page)
      await page.clock.install()
      await gotoHydrated(page, '/')
    })

    test('the dialog shows it is loading, then says the calendar is slow and offers the other ways in place', async ({ page }) => {
      await openWhileLoading(page)
      await expect(calendarFrame(page)).toBeHidden()
      await expect(slowMessage(page)).toHaveCount(0)
      await expectNoAxeViolations(page, HIDDEN_FRAME)

      await page.clock.fastForward(BOOKING_READY_TIMEOUT_MS)
      await expect(slowMessage(page)).toBeVisible()
      await expect(loadingState(page)).toHaveCount(0)
      await expect(calendarFrame(page)).toBeHidden()

      const bookingPage = dialog(page).getByRole('link', { name: 'Open the booking page in a new tab' })
      await expect(bookingPage).toHaveAttribute('href', site.bookingUrl)
      await expect(bookingPage).toHaveAttribute('target', '_blank')
      await expect(dialog(page).getByText(`Or contact our ${office.city} office`)).toBeVisible()
      await expect(dialog(page).getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`)
      await expect(dialog(page).getByRole('link', { name: office.phone })).toHaveAttribute(
        'href',
        `tel:${office.phone.replaceAll(' ', '')}`,
      )
      await expect(dialog(page).getByRole('link', { name: 'All offices and contact details' })).toHaveAttribute('href', '/contactus')
      // The dialog keeps its size: the message takes the calendar's place, nothing moves around it.
      await expect(dialog(page).getByRole('button', { name: 'Close booking dialog' })).toBeFocused()
      await expectNoAxeViolations(page, HIDDEN_FRAME)
    })

    test('the contact page link leaves the dialog for the contact page', async ({ page }) => {
      await openWhileLoading(page)
      await page.clock.fastForward(BOOKING_READY_TIMEOUT_MS)
      await dialog(page).getByRole('link', { name: 'All offices and contact details' }).click()
      await expect(page).toHaveURL('/contactus')
      await expect(dialog(page)).toBeHidden()
    })

    test('a ready message posted from another origin is ignored', async ({ page }) => {
      await openWhileLoading(page)
      // The page itself (this site's origin) posts exactly what the booking page would.
      await page.evaluate(() =>
        window.postMessage(
          { originator: 'CAL', type: 'linkReady', namespace: 'booking', fullType: 'CAL:booking:linkReady', data: {} },
          '*',
        ),
      )
      await page.clock.fastForward(BOOKING_READY_TIMEOUT_MS)
      await expect(slowMessage(page)).toBeVisible()
      await expect(calendarFrame(page)).toBeHidden()
    })
  })

  test('a booking page that answers late replaces the message with the calendar', async ({ page }) => {
    await standInForBookingHost(page, { answer: 'when asked' })
    await page.clock.install()
    await gotoFirstView(page, '/')
    await openWhileLoading(page)
    await page.clock.fastForward(BOOKING_READY_TIMEOUT_MS)
    await expect(slowMessage(page)).toBeVisible()
    // Focus on one of the message's links: it goes on to the calendar when the message goes.
    await dialog(page).getByRole('link', { name: 'Open the booking page in a new tab' }).focus()

    await page.clock.fastForward(3000)
    await answerLate(page)
    await expect(calendarFrame(page).contentFrame().getByText('Booking stub')).toBeVisible()
    await expect(calendarFrame(page)).toBeVisible()
    await expect(slowMessage(page)).toHaveCount(0)
    await expect(calendarFrame(page)).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('a booking page that reports a failure brings the other ways at once', async ({ page }) => {
    await standInForBookingHost(page, { reports: 'linkFailed' })
    await gotoFirstView(page, '/')
    await letsTalk(page).click()
    // Well before the time limit: the failure, not the wait, brings the message.
    await expect(dialog(page).getByRole('heading', { name: 'The booking calendar could not be loaded' })).toBeVisible({
      timeout: BOOKING_READY_TIMEOUT_MS / 2,
    })
    await expect(dialog(page).getByRole('link', { name: 'Open the booking page in a new tab' })).toBeVisible()
    await expect(calendarFrame(page)).toBeHidden()
    await expect(slowMessage(page)).toHaveCount(0)
  })

  test('when the dialog’s code cannot be fetched, "Let\'s Talk" goes to the booking page as the plain link would', async ({ page }) => {
    await page.route('**/assets/booking-dialog-*.js', (route) => route.abort('connectionrefused'))
    await page.route(`${new URL(site.bookingUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title><p>Booking page</p>' }),
    )
    await gotoFirstView(page, '/')
    await letsTalk(page).click()
    await expect(page).toHaveURL(site.bookingUrl)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Let\'s Talk" is a plain link to the booking page', async ({ page }) => {
    await page.goto('/')
    await expect(letsTalk(page)).toHaveAttribute('href', site.bookingUrl)
  })
})
