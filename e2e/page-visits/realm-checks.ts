// /realm leads with the product: its screens drawn as mockups in the hero and in a tour that pairs
// each capability with its screen, the deployment options compared, and one call to action.
import type { Locator, Page } from '@playwright/test'

import { SCREEN_WORDS } from '../../app/components/sections/realm/screen-words'
import { infoPages } from '../../app/content/info-pages'
import type { PageBlock } from '../../app/content/page-types'
import { site } from '../../app/content/site'
import { expect } from '../fixtures'
import { type PageCheck, VIEWPORTS } from './visit'

export const realm = infoPages['/realm']
const blockOf = <K extends PageBlock['kind']>(kind: K) =>
  realm.blocks.find((block): block is Extract<PageBlock, { kind: K }> => block.kind === kind)!
export const tour = blockOf('product-tour')
export const deployment = blockOf('deployment-options')
export const heroScreen = realm.hero.screen!
export const CALL_TO_ACTION = 'Book a Realm demo'

const onRealm = (path: string) => path === '/realm'

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

/** Each tour screen's drawn height and the height of it that shows (its frame crops it on phones). */
function tourScreenHeights(page: Page) {
  return page
    .locator(`section#${tour.id} [role="img"]`)
    .evaluateAll((images) =>
      images.map((image) => ({ drawn: image.getBoundingClientRect().height, shown: image.parentElement!.getBoundingClientRect().height })),
    )
}

/** Whether a list scrolls sideways and where its second card starts, in CSS pixels from the left edge. */
export function sidewaysRow(list: Locator) {
  return list.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    nextCardLeft: element.children[1]!.getBoundingClientRect().left,
  }))
}

/** At every width. */
export const realmScreens: PageCheck = {
  name: 'every screen is drawn once, visible, named and described, in text of 11 px or more',
  appliesTo: onRealm,
  async run({ page }) {
    for (const screen of [heroScreen, ...tour.items.map((item) => item.screen)]) {
      const { label, description } = SCREEN_WORDS[screen]
      const image = page.getByRole('img', { name: label, exact: true })
      await expect(image, label).toHaveCount(1)
      await image.scrollIntoViewIfNeeded()
      await expect(image, label).toBeVisible()
      await expect(image, label).toHaveAccessibleDescription(description)
    }
    expect(await smallestScreenText(page)).toBeGreaterThanOrEqual(11)
  },
}

/** At every width: beside its screen, alternating sides, on wide screens; above it on phones. */
export const realmTourLayout: PageCheck = {
  name: 'each capability sits beside its screen, alternating sides on wide screens and above it on phones',
  appliesTo: onRealm,
  async run({ page }) {
    const phone = (page.viewportSize()?.width ?? 0) <= VIEWPORTS.phone.width
    const section = page.locator(`section#${tour.id}`)
    for (const [index, item] of tour.items.entries()) {
      const heading = section.getByRole('heading', { level: 3, name: item.title, exact: true })
      const image = section.getByRole('img', { name: SCREEN_WORDS[item.screen].label, exact: true })
      await heading.scrollIntoViewIfNeeded()
      const [text, screen] = [(await heading.boundingBox())!, (await image.boundingBox())!]
      if (phone) expect(text.y + text.height, item.title).toBeLessThan(screen.y)
      else if (index % 2 === 0) expect(text.x + text.width, `${item.title}: text left of its screen`).toBeLessThan(screen.x)
      else expect(screen.x + screen.width, `${item.title}: screen left of its text`).toBeLessThan(text.x)
    }
  },
}

export const realmPhone: PageCheck[] = [
  {
    name: 'the hero opens on "Book a Realm demo" and the platform screen, in the first screen',
    appliesTo: onRealm,
    async run({ page }) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const hero = page.locator('main section').first()
      const button = hero.getByRole('link', { name: CALL_TO_ACTION, exact: true })
      await expect(button).toHaveAttribute('data-booking', '')
      await expect(button).toHaveAttribute('href', site.bookingUrl)
      await expect(button).toBeInViewport({ ratio: 1 })
      await expect(hero.getByRole('img', { name: SCREEN_WORDS[heroScreen].label, exact: true })).toBeInViewport()
    },
  },
  {
    name: 'the closing band asks the same: its heading and its button both read "Book a Realm demo"',
    appliesTo: onRealm,
    async run({ page }) {
      const band = page.locator('section[aria-labelledby="cta-title"]')
      await expect(band.getByRole('heading', { level: 2 })).toHaveText(CALL_TO_ACTION)
      await expect(band.getByRole('link', { name: CALL_TO_ACTION, exact: true })).toHaveAttribute('data-booking', '')
    },
  },
  {
    name: 'each tour screen shows its top, cropped to one height, with the whole screen still drawn',
    appliesTo: onRealm,
    async run({ page }) {
      const heights = await tourScreenHeights(page)
      expect(heights).toHaveLength(tour.items.length)
      expect(new Set(heights.map(({ shown }) => shown)).size, 'one height for every cropped screen').toBe(1)
      for (const { drawn, shown } of heights) {
        expect(shown).toBeGreaterThanOrEqual(240)
        expect(shown).toBeLessThan(drawn)
      }
    },
  },
  {
    name: 'the tour and the deployment options are sideways rows of cards, the next card showing at the edge',
    appliesTo: onRealm,
    async run({ page }) {
      for (const block of [tour, deployment]) {
        const list = page.locator(`section#${block.id}`).getByRole('list', { name: block.intro.title, exact: true })
        await expect(list, block.id).toHaveAttribute('tabindex', '0')
        await list.scrollIntoViewIfNeeded()
        const row = await sidewaysRow(list)
        expect(row.scrolls, `${block.id} scrolls sideways`).toBe(true)
        expect(row.nextCardLeft, `${block.id}: the next card shows at the right edge`).toBeLessThan(VIEWPORTS.phone.width)
        await list.focus()
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => list.evaluate((element) => element.scrollLeft), `${block.id} scrolls by keyboard`).toBeGreaterThan(0)
      }
    },
  },
]

export const realmWide: PageCheck[] = [
  {
    name: 'the tour screens show in full',
    appliesTo: onRealm,
    async run({ page }) {
      for (const { drawn, shown } of await tourScreenHeights(page)) expect(shown).toBe(drawn)
    },
  },
  {
    name: 'the deployment options compare the same aspects, lined up across the cards',
    appliesTo: onRealm,
    async run({ page }) {
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
    },
  },
]
