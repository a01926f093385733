import { fileURLToPath } from 'node:url'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

import { brochures } from '../app/content/brochures'
import { infoPages } from '../app/content/info-pages'
import { badges, team } from '../app/content/people-and-proof'
import { site } from '../app/content/site'
import { stories } from '../app/content/stories'
import { storyPath } from '../app/content/story-slugs'

import type { Locator } from '@playwright/test'

import { expect, test } from './fixtures'

const standardFontDataUrl = fileURLToPath(new URL('../node_modules/pdfjs-dist/standard_fonts/', import.meta.url))

for (const page of Object.values(infoPages)) {
  test(`${page.path} renders its hero and every section`, async ({ page: browserPage }) => {
    await browserPage.goto(page.path)
    await expect(browserPage.getByRole('heading', { level: 1, name: page.hero.heading })).toBeVisible()
    for (const block of page.blocks) {
      // A section over a collection with no files yet (team, badges) is left out of the page.
      const empty = (block.kind === 'team' && team.length === 0) || (block.kind === 'badges' && badges.length === 0)
      await expect(browserPage.locator(`section#${block.id}`), `section #${block.id}`).toHaveCount(empty ? 0 : 1)
    }
    await expect(browserPage.getByRole('heading', { level: 2, name: page.cta.title })).toBeVisible()
  })
}

test('the success story list links to all eight stories, and each link resolves', async ({ page, request }) => {
  await page.goto('/success-stories')
  const hrefs = await page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(stories.map((story) => storyPath(story.slug)))
  for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200)
})

test('a story page shows its four lists, services and headline figure', async ({ page }) => {
  const story = stories[0]!
  await page.goto(storyPath(story.slug))
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
  for (const list of ['Challenges', 'Solution', 'Achievements', 'Benefits']) {
    await expect(page.getByRole('heading', { level: 2, name: list, exact: true })).toBeVisible()
  }
  for (const item of story.solution) await expect(page.locator(`#${item.id}`)).toContainText(item.title)
  // The spec's figure in words under the title; its chart is checked in story-results.spec.ts.
  await expect(page.locator('h1 ~ p').getByText(story.figure)).toBeVisible()
  await page.getByRole('heading', { level: 2, name: 'Services involved' }).scrollIntoViewIfNeeded()
  await expect(page.locator('section#services li a')).toHaveCount(story.services.length)
})

test('brochure links download real PDFs with the listed page counts, in A4 and US Letter', async ({ page, request }) => {
  await page.goto('/brochures')
  const links = page.getByRole('link', { name: /^Download/ })
  await expect(links).toHaveCount(brochures.length)
  /** Fetches a listed PDF and checks it has the pages the link says; returns its first page's text. */
  async function checkPdf(link: Locator) {
    const name = (await link.textContent()) ?? ''
    const listedPages = Number(/(\d+) pages/.exec(name)?.[1])
    const response = await request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const pdf = await getDocument({ data: new Uint8Array(await response.body()), standardFontDataUrl }).promise
    expect(pdf.numPages, `${name}: page count`).toBe(listedPages)
    const firstPage = await (await pdf.getPage(1)).getTextContent()
    return firstPage.items.map((item) => ('str' in item ? item.str : '')).join(' ')
  }
  for (const brochure of brochures) {
    const a4 = await checkPdf(page.getByRole('link', { name: `Download ${brochure.title} (PDF, A4,`, exact: false }))
    expect(a4).toContain(site.name)
    expect(a4).toContain(brochure.title)
    const letter = page.getByRole('link', { name: `US Letter edition of ${brochure.title}`, exact: false })
    await expect(letter).toHaveAttribute('href', `/brochures/${brochure.slug}-letter.pdf`)
    expect(await checkPdf(letter)).toContain(brochure.title)
  }
  const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
})

test('each brochure shows a picture of its cover: sized, lazy, described, drawn at build time', async ({ page, request }) => {
  await page.goto('/brochures')
  for (const brochure of brochures) {
    const cover = page.getByRole('img', { name: `Cover of the ${brochure.title} brochure` })
    await expect(cover).toHaveAttribute('loading', 'lazy')
    await expect(cover).toHaveAttribute('width', /^\d+$/)
    await expect(cover).toHaveAttribute('height', /^\d+$/)
    const response = await request.get((await cover.getAttribute('src'))!)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect((await response.body()).length).toBeLessThan(30_000)
    await cover.scrollIntoViewIfNeeded()
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  }
})
