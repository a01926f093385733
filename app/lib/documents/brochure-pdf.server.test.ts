import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createCanvas, loadImage } from '@napi-rs/canvas'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { blankShares } from '../../../scripts/dev-tools/page-blankness.mjs'
import { ensurePoppler } from '../../../scripts/dev-tools/poppler.mjs'
import { BROCHURE_PAPERS } from '~/content/brochure-papers'
import { brochures } from '~/content/brochures'
import { companyFigures } from '~/content/company-figures'
import { CONTENT_UPDATED } from '~/content/seo'
import { site } from '~/content/site'
import { brochureContent, sectionIds } from '~/documents/brochure/brochure-content'
import { contentsEntries } from '~/documents/brochure/contents-page'
import { RESULTS_HEADING } from '~/documents/brochure/results-section'
import { MARGIN } from '~/documents/brochure/theme'
import { documentMessages } from '~/messages/edition/documents'

import { renderBrochureCover } from './brochure-listing.server'
import { type RenderedBrochure, renderBrochure } from './brochure-pdf.server'

// Reads each brochure as a person's PDF tools do (poppler: pdfinfo, pdffonts, pdftotext), so what
// is checked is what a reader gets: the embedded font, the metadata, the pages and their text.
// Runs for each edition (vitest.config.ts): the words it looks for are the edition's own, from its
// content and its interface text (app/messages/<locale>/documents.ts).

/** A page may leave this much of its content area empty below its last line; the closing page may leave more. */
const MAX_BLANK_SHARE = 0.35

let bin = ''
const dir = mkdtempSync(join(tmpdir(), 'brochures-'))

beforeAll(async () => {
  bin = ensurePoppler()
  // Rendering takes seconds a brochure; do it once, up front (the renderer caches each result).
  for (const brochure of brochures) await renderBrochure(brochure)
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function poppler(tool: string, file: string, ...args: string[]) {
  // pdftotext writes a .txt file beside the PDF unless told "-" (standard output).
  return execFileSync(join(bin, tool), [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' })
}

/** Each page's text in reading order, with runs of white space as single spaces. */
function pageTexts(file: string, pages: number) {
  return Array.from({ length: pages }, (_, i) =>
    poppler('pdftotext', file, '-f', String(i + 1), '-l', String(i + 1))
      .replace(/\s+/g, ' ')
      .trim(),
  )
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Renders one edition to a file the tools can open. */
async function renderToFile(slug: string, rendered: RenderedBrochure) {
  const file = join(dir, `${slug}.pdf`)
  writeFileSync(file, rendered.bytes)
  return file
}

describe.each(brochures)('brochure $slug', (brochure) => {
  const content = brochureContent(brochure)

  it('embeds Inter as subsets, in every weight it uses, and no other font', async () => {
    const file = await renderToFile(brochure.slug, await renderBrochure(brochure))
    const rows = poppler('pdffonts', file).split('\n').slice(2).filter(Boolean)
    const fonts = rows.map((row) => {
      const [name, ...rest] = row.split(/\s+/)
      // Columns after the name: type (two words), encoding, emb, sub, uni, object, generation.
      const [emb, sub] = rest.slice(-5, -3)
      return { name: name!, embedded: emb === 'yes', subset: sub === 'yes' }
    })
    // A character Inter lacks would be drawn in a fallback font (Helvetica), listed here unembedded.
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'Inter-Bold',
      'Inter-Medium',
      'Inter-Regular',
      'Inter-SemiBold',
    ])
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true })
  })

  it('has its title, author, dates and page count in the metadata, on A4', async () => {
    const rendered = await renderBrochure(brochure)
    const info = poppler('pdfinfo', await renderToFile(brochure.slug, rendered), '-isodates')
    const field = (name: string) => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(info)?.[1]
    expect(field('Title')).toBe(`${site.name}: ${brochure.title}`)
    expect(field('Author')).toBe(site.legalName)
    expect(field('CreationDate')).toBe(`${CONTENT_UPDATED}T00:00:00Z`)
    expect(Number(field('Pages'))).toBe(rendered.pages)
    expect(field('Page size')).toMatch(/^595\.28 x 841\.89 pts \(A4\)/)
  })

  it('opens with a cover, then contents that give the page each section starts on', async () => {
    const rendered = await renderBrochure(brochure)
    const pages = pageTexts(await renderToFile(brochure.slug, rendered), rendered.pages)
    expect(pages[0]).toContain(flat(brochure.title))
    expect(pages[0]).toContain(flat(brochure.description))
    const contents = pages[1]!
    for (const entry of contentsEntries(content)) {
      const page = rendered.sectionPages[entry.id]!
      expect(contents, entry.title).toMatch(new RegExp(`${escape(flat(entry.title))} .*?${page}\\b`))
    }
    // The contents take one page, the sections follow in order, and the closing page is the last.
    expect(rendered.sectionPages[sectionIds.service(brochure.services[0]!)]).toBe(3)
    const starts = contentsEntries(content).map((entry) => rendered.sectionPages[entry.id]!)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(rendered.sectionPages[sectionIds.contact]).toBe(rendered.pages)
  })

  it('gives every service of the family a spread that starts on a page of its own', async () => {
    const rendered = await renderBrochure(brochure)
    const pages = pageTexts(await renderToFile(brochure.slug, rendered), rendered.pages)
    content.services.forEach(({ entry, page }, i) => {
      const start = rendered.sectionPages[sectionIds.service(entry.slug)]!
      const text = pages[start - 1]!
      // The eyebrow ("Service 1 of 3") is set in capitals.
      const position = documentMessages.service.position(i + 1, content.services.length).toUpperCase()
      expect(text, entry.name).toContain(`${position} ${flat(entry.name)} ${flat(page.hero.promise)}`)
      const next =
        rendered.sectionPages[
          i + 1 < content.services.length ? sectionIds.service(content.services[i + 1]!.entry.slug) : sectionIds.results
        ]!
      // A spread: its opening page and the one after it, never more.
      expect(next - start, `${entry.name} spans pages ${start} to ${next - 1}`).toBe(2)
      const spread = pages.slice(start - 1, next - 1).join(' ')
      for (const text of [page.offerings.items.at(-1)!.title, page.process.steps.at(-1)!.title, page.technologies.items.at(-1)!.name])
        expect(spread).toContain(flat(text))
    })
  })

  it('shows the results of every story that used its services, and closes with its services online and the contacts', async () => {
    const rendered = await renderBrochure(brochure)
    const pages = pageTexts(await renderToFile(brochure.slug, rendered), rendered.pages)
    const results = pages.slice(rendered.sectionPages[sectionIds.results]! - 1, -1).join(' ')
    expect(content.stories.length).toBeGreaterThan(0)
    for (const { story } of content.stories) {
      expect(results).toContain(flat(story.title))
      for (const result of story.results) expect(results).toContain(result.metric)
    }
    const closing = pages.at(-1)!
    for (const { url } of content.services) expect(closing).toContain(url.replace(/^https?:\/\//, ''))
    for (const office of content.offices) expect(closing).toContain(flat(office.address.lines.join(' ')))
    expect(closing).toContain(site.email)
    expect(closing).toContain(site.phone)
  })

  it("prints no company-wide figure: its proof is its own services' results and stories", async () => {
    const rendered = await renderBrochure(brochure)
    const text = flat(poppler('pdftotext', await renderToFile(brochure.slug, rendered)))
    for (const figure of Object.values(companyFigures)) {
      // A tile's label follows its number ("250+ projects delivered"); a service's own figure names
      // itself ("50+ serverless projects delivered"), so a label after a word is not a company tile.
      expect(text, figure.label).not.toMatch(new RegExp(`(?<![A-Za-z] )${escape(flat(figure.label))}`))
      // "250+", "$25M+": the claims' own way of writing a number; a result's "50% lower" is not one.
      if (figure.value.endsWith('+')) expect(` ${text} `, figure.value).not.toContain(` ${figure.value} `)
    }
  })

  it.each(BROCHURE_PAPERS)('leaves no page but the last more than a third blank, on %s', async (paper) => {
    const rendered = await renderBrochure(brochure, paper)
    const shares = blankShares(bin, await renderToFile(`${brochure.slug}-${paper}`, rendered), MARGIN)
    expect(shares).toHaveLength(rendered.pages)
    const blank = shares.slice(0, -1).flatMap((share, i) => (share > MAX_BLANK_SHARE ? [`page ${i + 1}: ${Math.round(share * 100)}%`] : []))
    expect(blank, 'share of the content area below the last ink').toEqual([])
  })

  it('gives its words back as text: selectable, and not spaced out letter by letter', async () => {
    const rendered = await renderBrochure(brochure)
    const text = poppler('pdftotext', await renderToFile(brochure.slug, rendered))
    // Letter-spaced capitals (the eyebrows) read back as "W H AT W E" once the spacing grows too wide.
    expect(text).not.toMatch(/\b([A-Z] ){3,}/)
    expect(flat(text)).toContain(flat(content.services[0]!.page.overview.paragraphs[0]!))
  })

  it('writes the booking link in full on one line, never broken', async () => {
    const rendered = await renderBrochure(brochure)
    const file = await renderToFile(brochure.slug, rendered)
    const lines = poppler('pdftotext', file, '-f', String(rendered.pages), '-l', String(rendered.pages), '-layout').split('\n')
    expect(lines.some((line) => line.includes(site.bookingUrl))).toBe(true)
  })

  it('never ends a page on a heading, and leaves no page with a stranded line or two', async () => {
    const rendered = await renderBrochure(brochure)
    const pages = pageTexts(await renderToFile(brochure.slug, rendered), rendered.pages)
    const headings = [
      ...content.services.flatMap(({ page }) => [
        page.overview.title,
        page.offerings.eyebrow,
        page.offerings.title,
        page.process.eyebrow,
        page.process.title,
        page.technologies.eyebrow,
        page.technologies.title,
      ]),
      RESULTS_HEADING.eyebrow,
      RESULTS_HEADING.title,
      documentMessages.closing.eyebrow,
      documentMessages.closing.offices,
    ].map((heading) => flat(heading).toUpperCase())
    const titles = contentsEntries(content).map((entry) => flat(entry.title))
    pages.slice(1).forEach((text, i) => {
      const page = i + 2
      // The running header and footer: the company, the section, the brochure and the page number.
      let body = text.replace(`${site.name} · ${flat(brochure.title)}`, '').replace(new RegExp(`\\b${page} / ${rendered.pages}\\b`), '')
      body = body.replace(new RegExp(`^${site.name} (${[documentMessages.contents.title, ...titles].map(escape).join('|')}) `), '')
      const upper = flat(body).toUpperCase()
      for (const heading of headings) expect(upper.endsWith(heading), `page ${page} ends with the heading "${heading}"`).toBe(false)
      expect(flat(body).split(' ').length, `page ${page} holds only: ${body}`).toBeGreaterThan(60)
    })
  })
})

describe('the brochure files', () => {
  it.each(brochures)(
    'lays $slug out for US Letter too: same sections, a spread per service, one closing page',
    async (brochure) => {
      const rendered = await renderBrochure(brochure, 'LETTER')
      const info = poppler('pdfinfo', await renderToFile(`${brochure.slug}-letter`, rendered))
      expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/)
      const content = brochureContent(brochure)
      const starts = contentsEntries(content).map((entry) => rendered.sectionPages[entry.id]!)
      expect(starts.slice(0, content.services.length + 1)).toEqual(
        content.services.map((_, i) => 3 + 2 * i).concat(3 + 2 * content.services.length),
      )
      expect(rendered.sectionPages[sectionIds.contact]).toBe(rendered.pages)
    },
    30_000,
  )

  it('are byte-for-byte the same on every build, so the listed sizes stay true', async () => {
    const brochure = brochures.at(-1)!
    const first = await renderBrochure(brochure)
    // A fresh module instance has an empty cache, so this renders the PDF a second time.
    vi.resetModules()
    const { renderBrochure: renderAgain } = await import('./brochure-pdf.server')
    const again = await renderAgain(brochure)
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true)
  }, 30_000)
})

// Each cover is drawn from its brochure's services (brochure-cover.server.test.ts); the four printed
// pictures must also tell the families apart at a glance.
describe('brochure covers as printed', () => {
  /** A pixel this far (RGB distance) from the page's color belongs to the artwork. */
  const ARTWORK_CONTRAST = 40
  /** Two artworks whose average colors are closer than this read as the same cover. */
  const MIN_DIFFERENCE = 15

  it('prints four covers that look different: the artwork of each differs in color from every other', async () => {
    // The average color of each cover picture's artwork: the pixels of its top half that stand out
    // from the dark page, as the brochures page shows the picture.
    const averages = []
    for (const brochure of brochures) {
      const cover = await renderBrochureCover(brochure)
      const image = await loadImage(Buffer.from(cover.bytes))
      const canvas = createCanvas(image.width, image.height)
      const context = canvas.getContext('2d')
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, Math.round(image.height / 2))
      const page = [data[0]!, data[1]!, data[2]!]
      const sum = [0, 0, 0]
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        const pixel = [data[i]!, data[i + 1]!, data[i + 2]!]
        if (Math.hypot(...pixel.map((value, c) => value - page[c]!)) < ARTWORK_CONTRAST) continue
        pixel.forEach((value, c) => (sum[c]! += value))
        count++
      }
      averages.push({ slug: brochure.slug, rgb: sum.map((total) => total / Math.max(count, 1)) })
    }
    for (const [i, a] of averages.entries()) {
      for (const b of averages.slice(i + 1)) {
        const distance = Math.hypot(...a.rgb.map((value, c) => value - b.rgb[c]!))
        expect(
          distance,
          `${a.slug} and ${b.slug}: ${a.rgb.map(Math.round).join(',')} vs ${b.rgb.map(Math.round).join(',')}`,
        ).toBeGreaterThan(MIN_DIFFERENCE)
      }
    }
  }, 120_000)
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
