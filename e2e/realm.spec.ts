import { BOOKING_ORIGIN } from '../app/content/booking'
import { site } from '../app/content/site'

import { acceptCookiesUpFront, expect, gotoFirstView, test } from './fixtures'
import { CALL_TO_ACTION, deployment, heroScreen, realm, sidewaysRow, tour } from './page-visits/realm-checks'
import { SCREEN_WORDS } from '../app/components/sections/realm/screen-words'
import { VIEWPORTS } from './page-visits/visit'

// /realm leads with the product: its screens drawn as mockups in the hero and in a tour that pairs
// each capability with its screen, the deployment options compared, and one call to action. How the
// page looks at 375 and 1280 px is checked in its visits (e2e/page-visits/realm-checks.ts); here,
// the content's shape, the booking buttons and the page without JavaScript.
const PHONE = VIEWPORTS.phone

test('the page names one call to action, the hero screen and a screen per capability', () => {
  expect(realm.cta.button).toBe(CALL_TO_ACTION)
  expect(realm.cta.title).toBe(CALL_TO_ACTION)
  expect(heroScreen).toBe('platform-overview')
  expect(tour.items.map((item) => item.screen)).toEqual([
    'model-catalogue',
    'retrieval-chat',
    'agent-workflow',
    'evaluation',
    'audit-log',
    'cost-controls',
  ])
})

test('both "Book a Realm demo" buttons open the booking dialog', async ({ page, baseURL }) => {
  // Stands in for the booking host; page routes run before the fixture's external-request blocker.
  await page.route(`${BOOKING_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }),
  )
  await acceptCookiesUpFront(page, baseURL!)
  await gotoFirstView(page, '/realm')
  const dialog = page.getByRole('dialog', { name: `Book a call with ${site.name}` })
  const buttons = page.getByRole('main').getByRole('link', { name: CALL_TO_ACTION, exact: true })
  await expect(buttons, 'the hero and the closing band').toHaveCount(2)
  for (const button of await buttons.all()) {
    await button.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
  await expect(page).toHaveURL('/realm')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the page is complete: screens, tour, deployment options and the booking link', async ({ page }) => {
    await page.goto('/realm')
    await expect(page.locator('main section').first().getByRole('link', { name: CALL_TO_ACTION, exact: true })).toHaveAttribute(
      'href',
      site.bookingUrl,
    )
    for (const item of tour.items) {
      await expect(page.getByRole('heading', { level: 3, name: item.title, exact: true })).toBeVisible()
      await expect(page.getByRole('img', { name: SCREEN_WORDS[item.screen].label, exact: true })).toBeVisible()
    }
    for (const option of deployment.options)
      await expect(page.getByRole('heading', { level: 3, name: option.name, exact: true })).toBeVisible()
    await expect(page.locator('section#architecture figure')).toBeVisible()
    // The sideways rows are CSS alone.
    for (const block of [tour, deployment]) {
      const list = page.locator(`section#${block.id}`).getByRole('list', { name: block.intro.title, exact: true })
      expect((await sidewaysRow(list)).scrolls, `${block.id} scrolls sideways`).toBe(true)
    }
  })
})
