// Checks every page gets at some width: complete and indexable, every image loaded, no sideways
// scrolling, the hero's call to action on a phone's first screen, a bounded height, no axe
// violations. Plus the company pages' own content, which does not depend on the width.
import { services } from '../../app/content/services'
import { infoPages } from '../../app/content/info-pages'
import { badges, team } from '../../app/content/people-and-proof'
import { loadAllImages } from '../../scripts/dev-tools/load-lazy-images.mjs'
import { expectNoAxeViolations } from '../axe'
import { expect } from '../fixtures'
import { overflowingElements, textRunningPastItsBox } from '../overflow'
import { heroCtaBottom, trueHeight } from '../page-measure'
import { isDocumentPath } from './document-checks'
import { type PageCheck, VIEWPORTS, escapeRegExp } from './visit'

export const completePage: PageCheck = {
  name: 'answers 200 with one h1, its title, canonical link and description',
  async run({ page, path, response }) {
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page).toHaveTitle(/^Stratora \| /)
    const canonical = page.locator('link[rel=canonical]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute('href', new RegExp(`${escapeRegExp(path)}$`))
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /\S/)
  },
}

export const imagesLoad: PageCheck = {
  // Lazy images (technology logos, card pictures) too: each must load.
  name: 'every image loads, the lazy ones too',
  async run({ page }) {
    expect(await loadAllImages(page), 'images that did not load').toEqual([])
  },
}

export const noAxeViolations: PageCheck = {
  name: 'no axe violations',
  run: ({ page }) => expectNoAxeViolations(page),
}

/** Nothing reaches past the window's right edge, at whatever width the visit has. */
export const noSidewaysScrolling: PageCheck = {
  name: 'nothing wider than the screen',
  async run({ page }) {
    expect(await overflowingElements(page), `elements wider than a ${page.viewportSize()?.width} px screen`).toEqual([])
  },
}

/** No word runs past its box, where a card would cut it off (overflowingElements sees the page's edge only). */
export const noTextCutOff: PageCheck = {
  name: 'no text cut off',
  async run({ page }) {
    expect(await textRunningPastItsBox(page), `text wider than its box at ${page.viewportSize()?.width} px`).toEqual([])
  },
}

// Issue 16 on a phone: the hero's call to action in the first screen, and no page longer than about
// 13 screens once every section has rendered. The privacy policy is one legal document read top to
// bottom; its text is not shortened or folded away, so it gets 14.5 screens. Issue 26 made every
// page about 1,000 px shorter (the footer's link groups fold away); the tallest were then
// /business-intelligence at 10,338 px and the privacy policy at 11,598 px.
export const MAX_PAGE_HEIGHT = 10_500
const MAX_DOCUMENT_HEIGHT = 14.5 * VIEWPORTS.phone.height
const longDocuments = new Set<string>(['/privacypolicy'])
const servicePaths = new Set<string>(services.map((service) => service.path))

export const callToActionFirstScreen: PageCheck = {
  name: "the hero's call to action in the first screen",
  // A legal page's header has no call to action (document-checks.ts).
  appliesTo: (path) => !isDocumentPath(path),
  async run({ page }) {
    const ctaBottom = await heroCtaBottom(page)
    expect(ctaBottom, 'the hero has a button-styled call to action after the h1').not.toBeNull()
    expect(ctaBottom!, 'bottom of the hero call to action').toBeLessThanOrEqual(VIEWPORTS.phone.height)
  },
}

export const boundedHeight: PageCheck = {
  name: 'at most 10,500 px tall (the privacy policy 14.5 screens) with every section rendered',
  async run({ page, path }) {
    const maxHeight = longDocuments.has(path) ? MAX_DOCUMENT_HEIGHT : MAX_PAGE_HEIGHT
    const kind = servicePaths.has(path) ? 'service page' : 'page'
    expect(await trueHeight(page), `${kind} height with every section rendered`).toBeLessThanOrEqual(maxHeight)
  },
}

const infoPageOf = (path: string) => (infoPages as Record<string, (typeof infoPages)[keyof typeof infoPages] | undefined>)[path]

export const infoPageSections: PageCheck = {
  name: 'renders its hero and every section',
  appliesTo: (path) => infoPageOf(path) !== undefined,
  async run({ page, path }) {
    const content = infoPageOf(path)!
    await expect(page.getByRole('heading', { level: 1, name: content.hero.heading })).toBeVisible()
    for (const block of content.blocks) {
      // A section over a collection with no files yet (team, badges) is left out of the page.
      const empty = (block.kind === 'team' && team.length === 0) || (block.kind === 'badges' && badges.length === 0)
      await expect(page.locator(`section#${block.id}`), `section #${block.id}`).toHaveCount(empty ? 0 : 1)
    }
    await expect(page.getByRole('heading', { level: 2, name: content.cta.title })).toBeVisible()
  },
}

// Issue 16: company pages open on a concrete drawing of the company, made from its own content.
export const COMPANY_VISUAL_PATHS = ['/about', '/contactus', '/stories']
export const companyVisual: PageCheck = {
  name: 'its company visual shows',
  appliesTo: (path) => COMPANY_VISUAL_PATHS.includes(path),
  async run({ page }) {
    await expect(page.locator('[data-company-visual]')).toBeVisible()
  },
}

export const cardRowsAreGrids: PageCheck = {
  name: 'card rows are grids that do not scroll',
  appliesTo: (path) => path === '/business-intelligence',
  async run({ page }) {
    const fitting = await page
      .locator('.snap-row')
      .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).display === 'grid' && row.scrollWidth <= row.clientWidth))
    expect(fitting.length).toBeGreaterThanOrEqual(4)
    expect(fitting.every(Boolean), 'every card row is a grid that fits').toBe(true)
  },
}
