import { fileURLToPath } from 'node:url'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

import { brochures } from '../app/content/brochures'
import { infoPages } from '../app/content/info-pages'
import { badges, team } from '../app/content/people-and-proof'
import { site } from '../app/content/site'
import { stories } from '../app/content/stories'
import { storyPath } from '../app/content/story-slugs'

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

test('brochure links download real PDFs with the listed page counts', async ({ page, request }) => {
  await page.goto('/brochures')
  const links = page.getByRole('link', { name: /^Download/ })
  await expect(links).toHaveCount(brochures.length)
  for (const brochure of brochures) {
    const link = page.getByRole('link', { name: new RegExp(`Download ${brochure.title} \\(PDF, (\\d+) pages`) })
    const listedPages = Number((await link.getAttribute('href')) && /PDF, (\d+) pages/.exec((await link.textContent()) ?? '')?.[1])
    const response = await request.get((await link.getAttribute('href'))!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const pdf = await getDocument({ data: new Uint8Array(await response.body()), standardFontDataUrl }).promise
    expect(pdf.numPages, `${brochure.slug} page count`).toBe(listedPages)
    const firstPage = await (await pdf.getPage(1)).getTextContent()
    const text = firstPage.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    expect(text).toContain(site.name)
    expect(text).toContain(brochure.title)
  }
  const [download] = await Promise.all([page.waitForEvent('download'), links.first().click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
})
