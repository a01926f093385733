import { fileURLToPath } from 'node:url'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

import { brochures } from '../app/content/brochures'
import { companyFigures } from '../app/content/company-figures'
import { infoPages } from '../app/content/info-pages'
import { offices } from '../app/content/offices'
import { site } from '../app/content/site'
import { stories } from '../app/content/stories'
import { storyPath } from '../app/content/story-slugs'

import type { Locator } from '@playwright/test'

import { expect, test } from './fixtures'
import { VIEWPORTS } from './page-visits/visit'

const standardFontDataUrl = fileURLToPath(new URL('../node_modules/pdfjs-dist/standard_fonts/', import.meta.url))

// Issue 16: company pages open on a concrete drawing of the company, made from its own content.
test.describe('company page heroes', () => {
  const about = infoPages['/about']
  const timeline = about.blocks.find((block) => block.kind === 'timeline')

  test('/about shows its milestones, each linking to its timeline entry', async ({ page }) => {
    await page.goto('/about')
    const hero = page.locator('[data-company-visual="timeline"]')
    const milestones = hero.getByRole('figure', { name: /^Milestones/ }).getByRole('link')
    expect(timeline?.kind).toBe('timeline')
    if (timeline?.kind !== 'timeline') return
    await expect(milestones).toHaveCount(timeline.entries.length)
    for (const [i, entry] of timeline.entries.entries()) {
      await expect(milestones.nth(i)).toContainText(String(entry.year))
      await expect(milestones.nth(i)).toContainText(entry.heading)
    }
    await milestones.last().click()
    const last = timeline.entries.at(-1)!
    await expect(page.locator(`section#${timeline.id} li#${timeline.id}-${last.year}`)).toContainText(last.heading)
    await expect(page).toHaveURL(new RegExp(`#${timeline.id}-${last.year}$`))
  })

  test('/contactus shows a map with one labelled pin per office, each linking to its card', async ({ page }) => {
    await page.goto('/contactus')
    const map = page.getByRole('figure', { name: /^Our offices in/ })
    await expect(map).toBeVisible()
    const pins = map.getByRole('link')
    await expect(pins).toHaveCount(offices.length)
    for (const office of offices) {
      const pin = map.getByRole('link', { name: new RegExp(`^${office.city} ${office.name}$`) })
      await expect(pin).toBeVisible()
      const target = (await pin.getAttribute('href'))!
      await expect(page.locator(`section#offices ${target}`)).toContainText(office.city)
    }
    // The pins lie on the drawing, and no label leaves it.
    const box = (await map.locator('svg').boundingBox())!
    for (const pin of await pins.all()) {
      const label = (await pin.boundingBox())!
      expect(label.x).toBeGreaterThanOrEqual(box.x)
      expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width)
    }
  })

  test('/stories shows the company figures, large', async ({ page }) => {
    await page.goto('/stories')
    const hero = page.locator('[data-company-visual="figures"]')
    for (const figure of Object.values(companyFigures)) {
      await expect(hero.locator('dd').getByText(figure.value, { exact: true })).toBeVisible()
      await expect(hero.locator('dt').getByText(figure.label, { exact: true })).toBeVisible()
    }
    const size = await hero
      .locator('dd')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    expect(size).toBeGreaterThanOrEqual(40)
  })
})

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
    // The file served is the tagged one the unit tests read (brochure-tags.server.test.ts): a build
    // without the renderer's patch would serve PDFs a screen reader cannot follow.
    expect(await pdf.getMarkInfo(), `${name}: a tagged PDF`).toMatchObject({ Marked: true })
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

// Issue 26: a visitor who came for a PDF reaches one without scrolling past how they are made.
test.describe('the brochures page on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('opens on the downloads: the first link sits in the first screen or right after the opening band', async ({ page }) => {
    await page.goto('/brochures')
    const hero = page.locator('section:has(#first-screen-end)')
    const firstDownload = page.getByRole('link', { name: /^Download/ }).first()
    // The section that follows the opening band is the downloads, and its first link is within a
    // screen of the band's end: nothing to read through first.
    await expect(hero.locator('xpath=following-sibling::section[1]')).toHaveAttribute('id', 'downloads')
    const top = async (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    const bandEnd = await hero.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY)
    const linkTop = await top(firstDownload)
    const screen = VIEWPORTS.phone.height
    expect(linkTop < screen || linkTop < bandEnd + screen, `first download at ${linkTop} px, band ends at ${bandEnd} px`).toBe(true)
  })
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

// Issue 25: a job seeker reaches the careers page from about, contact and the footer, and every
// card that names a destination on those pages links to it.
test.describe('the way to the careers page', () => {
  const cardsOf = (path: '/about' | '/contactus') =>
    infoPages[path].blocks.flatMap((block) => (block.kind === 'icon-cards' ? block.items.map((item) => ({ block: block.id, item })) : []))

  test('/about’s Join the team links to /careers', async ({ page }) => {
    await page.goto('/about')
    await page.locator('#join-us').getByRole('link', { name: 'See open roles' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('/contactus: the careers and job application cards link on, as does every card that names a destination', async ({ page }) => {
    await page.goto('/contactus')
    const card = (title: string) =>
      page.locator('section li').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
    await expect(card('Careers').getByRole('link')).toHaveAttribute('href', '/careers')
    await expect(card('Job applications').getByRole('link')).toHaveAttribute('href', `mailto:${site.careers.email}`)
    await expect(card('Engineering blog').getByRole('link')).toHaveAttribute('href', site.blogUrl)
    // The booking card opens the booking dialog, as "Let's Talk" does.
    await expect(card("Book a call with Let's Talk").getByRole('link')).toHaveAttribute('data-booking', '')
    // Every card whose file gives a link shows it; those are the ones that name a place to go.
    for (const { block, item } of cardsOf('/contactus')) {
      const links = page
        .locator(`section#${block} li`)
        .filter({ has: page.getByRole('heading', { level: 3, name: item.title, exact: true }) })
        .getByRole('link')
      await expect(links, item.title).toHaveCount(item.link ? 1 : 0)
    }
  })

  test('the footer lists Careers, which opens the careers page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click()
    await expect(page).toHaveURL(/\/careers$/)
  })
})
