import type { Locator, Page } from '@playwright/test'

import { SCREEN_WORDS } from '../app/components/sections/realm/screen-words'
import { infoPages } from '../app/content/info-pages'
import type { PageBlock } from '../app/content/page-types'
import { BOOKING_ORIGIN } from '../app/content/booking'
import { site } from '../app/content/site'

import { expectNoAxeViolations } from './axe'
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures'
import { overflowingElements } from './overflow'

// /realm leads with the product: its screens drawn as mockups in the hero and in a tour that pairs
// each capability with its screen, the deployment options compared, and one call to action.
const realm = infoPages['/realm']
const blockOf = <K extends PageBlock['kind']>(kind: K) =>
  realm.blocks.find((block): block is Extract<PageBlock, { kind: K }> => block.kind === kind)!
const tour = blockOf('product-tour')
const deployment = blockOf('deployment-options')
const heroScreen = realm.hero.screen!
const CALL_TO_ACTION = 'Book a Realm demo'

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 900 }

/** The smallest font size, in CSS pixels, of any text drawn inside the page's screens. */
function smallestScreenText(page: Page) {
  return page.evaluate(() => {
    const sizes = [...document.querySelectorAll('main [role="img"] *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => parseFloat(getComputedStyle(element).fontSize))
    return Math.min(...sizes)
  })
}

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

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('every screen is drawn once, visible, named and described, in text of 11 px or more', async ({ page }) => {
      await page.goto('/realm')
      for (const screen of [heroScreen, ...tour.items.map((item) => item.screen)]) {
        const { label, description } = SCREEN_WORDS[screen]
        const image = page.getByRole('img', { name: label, exact: true })
        await expect(image, label).toHaveCount(1)
        await image.scrollIntoViewIfNeeded()
        await expect(image, label).toBeVisible()
        await expect(image, label).toHaveAccessibleDescription(description)
      }
      expect(await smallestScreenText(page)).toBeGreaterThanOrEqual(11)
    })

    test('each capability sits beside its screen, alternating sides on wide screens and above it on phones', async ({ page }) => {
      await page.goto('/realm')
      const section = page.locator(`section#${tour.id}`)
      for (const [index, item] of tour.items.entries()) {
        const heading = section.getByRole('heading', { level: 3, name: item.title, exact: true })
        const image = section.getByRole('img', { name: SCREEN_WORDS[item.screen].label, exact: true })
        await heading.scrollIntoViewIfNeeded()
        const [text, screen] = [(await heading.boundingBox())!, (await image.boundingBox())!]
        if (viewport === PHONE) expect(text.y + text.height, item.title).toBeLessThan(screen.y)
        else if (index % 2 === 0) expect(text.x + text.width, `${item.title}: text left of its screen`).toBeLessThan(screen.x)
        else expect(screen.x + screen.width, `${item.title}: screen left of its text`).toBeLessThan(text.x)
      }
    })

    test('no axe violations and nothing wider than the screen', async ({ page }) => {
      await page.goto('/realm')
      expect(await overflowingElements(page)).toEqual([])
      await expectNoAxeViolations(page)
    })
  })
}

/**
 * Each tour screen's drawn height and the height of it that shows (its frame crops it on phones),
 * in CSS pixels.
 */
function tourScreenHeights(page: Page) {
  return page
    .locator(`section#${tour.id} [role="img"]`)
    .evaluateAll((images) =>
      images.map((image) => ({ drawn: image.getBoundingClientRect().height, shown: image.parentElement!.getBoundingClientRect().height })),
    )
}

/** Whether a list scrolls sideways and where its second card starts, in CSS pixels from the left edge. */
function sidewaysRow(list: Locator) {
  return list.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    nextCardLeft: element.children[1]!.getBoundingClientRect().left,
  }))
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the tour and the deployment options are sideways rows of cards, the next card showing at the edge', async ({ page }) => {
    await page.goto('/realm')
    for (const block of [tour, deployment]) {
      const list = page.locator(`section#${block.id}`).getByRole('list', { name: block.intro.title, exact: true })
      await expect(list, block.id).toHaveAttribute('tabindex', '0')
      await list.scrollIntoViewIfNeeded()
      const row = await sidewaysRow(list)
      expect(row.scrolls, `${block.id} scrolls sideways`).toBe(true)
      expect(row.nextCardLeft, `${block.id}: the next card shows at the right edge`).toBeLessThan(PHONE.width)
      await list.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => list.evaluate((element) => element.scrollLeft), `${block.id} scrolls by keyboard`).toBeGreaterThan(0)
    }
  })

  test('each tour screen shows its top, cropped to one height, with the whole screen still drawn', async ({ page }) => {
    await page.goto('/realm')
    const heights = await tourScreenHeights(page)
    expect(heights).toHaveLength(tour.items.length)
    expect(new Set(heights.map(({ shown }) => shown)).size, 'one height for every cropped screen').toBe(1)
    for (const { drawn, shown } of heights) {
      expect(shown).toBeGreaterThanOrEqual(240)
      expect(shown).toBeLessThan(drawn)
    }
  })

  test('the hero opens on "Book a Realm demo" and the platform screen, in the first screen', async ({ page }) => {
    await page.goto('/realm')
    const hero = page.locator('main section').first()
    const button = hero.getByRole('link', { name: CALL_TO_ACTION, exact: true })
    await expect(button).toHaveAttribute('data-booking', '')
    await expect(button).toHaveAttribute('href', site.bookingUrl)
    await expect(button).toBeInViewport({ ratio: 1 })
    await expect(hero.getByRole('img', { name: SCREEN_WORDS[heroScreen].label, exact: true })).toBeInViewport()
  })

  test('the closing band asks the same: its heading and its button both read "Book a Realm demo"', async ({ page }) => {
    await page.goto('/realm')
    const band = page.locator('section[aria-labelledby="cta-title"]')
    await expect(band.getByRole('heading', { level: 2 })).toHaveText(CALL_TO_ACTION)
    await expect(band.getByRole('link', { name: CALL_TO_ACTION, exact: true })).toHaveAttribute('data-booking', '')
  })
})

test('both "Book a Realm demo" buttons open the booking dialog', async ({ page, baseURL }) => {
  // Stands in for the booking host; page routes run before the fixture's external-request blocker.
  await page.route(`${BOOKING_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking</title>' }),
  )
  await acceptCookiesUpFront(page, baseURL!)
  await gotoHydrated(page, '/realm')
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

test.describe('on a wide screen', () => {
  test.use({ viewport: DESKTOP })

  test('the tour screens show in full', async ({ page }) => {
    await page.goto('/realm')
    for (const { drawn, shown } of await tourScreenHeights(page)) expect(shown).toBe(drawn)
  })

  test('the deployment options compare the same aspects, lined up across the cards', async ({ page }) => {
    await page.goto('/realm')
    const section = page.locator(`section#${deployment.id}`)
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(deployment.options.map((option) => option.name))
    for (const [index, aspect] of deployment.aspects.entries()) {
      const terms = section.locator('dt', { hasText: aspect })
      await expect(terms).toHaveCount(deployment.options.length)
      const tops = await terms.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
      expect(new Set(tops).size, `"${aspect}" on one line across the cards`).toBe(1)
      for (const option of deployment.options) await expect(section.getByText(option.details[index]!, { exact: true })).toBeVisible()
    }
  })
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
