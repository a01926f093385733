import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensurePoppler } from '../../../scripts/dev-tools/poppler.mjs'
import { brochures } from '~/content/brochures'
import { SITE_LANGUAGE } from '~/content/locale'
import { resultChart } from '~/content/result-chart'
import { brochureContent } from '~/documents/brochure/brochure-content'
import { closingTitle } from '~/documents/brochure/closing-page'
import { RESULTS_HEADING } from '~/documents/brochure/results-section'
import type { StoryDetail } from '~/documents/brochure/story-result'
import { documentMessages } from '~/messages/edition/documents'

import { renderBrochure } from './brochure-pdf.server'

// Reads each brochure's structure tree as assistive technology does (pdfjs, the reader Firefox
// uses): what a screen reader announces is the tree, so untagged text is text it never reads.

/** A node of the structure tree, with the text of the marked content it holds, in order. */
type Element = { role: string; alt?: string; text: string; children: Element[] }

type Reading = {
  bytes: Uint8Array
  /** How much of each success story the results print, as the renderer chose. */
  storyDetail: StoryDetail
  info: Record<string, unknown>
  /** The XMP metadata's title, as pdfjs parses it (null when the XML does not parse). */
  xmpTitle: string | null
  displayTitle: boolean
  /** The tree's elements, page by page (an element split over pages appears on each). */
  pages: Element[]
  /** Each page's text outside artifacts and outside the tree, which a screen reader never gets. */
  untagged: string[]
  /** Each page's text marked as an artifact. */
  artifacts: string[]
}

const readings = new Map<string, Reading>()
let bin = ''
const dir = mkdtempSync(join(tmpdir(), 'brochure-tags-'))

beforeAll(async () => {
  bin = ensurePoppler()
  // One rendering and one reading per brochure, shared by every assertion below.
  for (const brochure of brochures) {
    const { bytes, storyDetail } = await renderBrochure(brochure)
    readings.set(brochure.slug, { bytes, storyDetail, ...(await read(bytes)) })
  }
}, 180_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type StructNode = { role?: string; alt?: string; type?: string; id?: string; children?: StructNode[] }
/** pdfjs's marked-content items, with the tag its types leave out. */
type MarkedContent = { type: string; id?: string | null; tag?: string | null }

async function read(bytes: Uint8Array): Promise<Omit<Reading, 'bytes' | 'storyDetail'>> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
  try {
    const { info, metadata } = await pdf.getMetadata()
    const preferences = (await pdf.getViewerPreferences()) as Record<string, unknown> | null
    const pages: Element[] = []
    const untagged: string[] = []
    const artifacts: string[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const text = await page.getTextContent({ includeMarkedContent: true })
      // Text by marked-content id, and the text in no tree content (artifacts apart).
      const byId = new Map<string, string>()
      const open: { tag: string; id: string | null }[] = []
      let loose = ''
      let artifact = ''
      for (const item of text.items as (TextItem | MarkedContent)[]) {
        if ('type' in item) {
          if (item.type === 'endMarkedContent') open.pop()
          else open.push({ tag: item.tag ?? '', id: item.id ?? null })
          continue
        }
        // A line's end is a space between words, as a screen reader hears it.
        const str = item.str + (item.hasEOL ? ' ' : '')
        const id = open.findLast((mark) => mark.id)?.id
        if (open.some((mark) => mark.tag === 'Artifact')) artifact += str
        else if (id) byId.set(id, (byId.get(id) ?? '') + str)
        else loose += str
      }
      const tree = (await page.getStructTree()) as StructNode | null
      const used = new Set<string>()
      const build = (node: StructNode): Element => {
        const children: Element[] = []
        let own = ''
        for (const child of node.children ?? []) {
          if (child.type === 'content' && child.id) {
            used.add(child.id)
            own += byId.get(child.id) ?? ''
          } else if (child.role) children.push(build(child))
        }
        const element: Element = { role: node.role!, text: '', children }
        if (node.alt !== undefined) element.alt = node.alt
        element.text = flat([own, ...children.map((c) => c.text)].join(' '))
        return element
      }
      pages.push(tree ? build(tree) : { role: 'Root', text: '', children: [] })
      const orphaned = [...byId].filter(([id]) => !used.has(id)).map(([, str]) => str)
      untagged.push(flat([loose, ...orphaned].join(' ')))
      artifacts.push(flat(artifact))
    }
    return {
      info: info as Record<string, unknown>,
      xmpTitle: (metadata?.get('dc:title') as string | undefined) ?? null,
      displayTitle: preferences?.DisplayDocTitle === true,
      pages,
      untagged,
      artifacts,
    }
  } finally {
    await pdf.destroy()
  }
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A check mark as pdfkit writes a text string: UTF-16BE after its byte order mark. */
const CHECK_MARK_UTF16 = '\xfe\xff\x27\x13'

/** How often `text` (bytes as Latin-1) occurs in a PDF's bytes. */
function occurrences(bytes: Uint8Array, text: string) {
  return new TextDecoder('latin1').decode(bytes).split(text).length - 1
}

/** Every element of the given roles, in reading order over all pages. */
function all(reading: Reading, ...roles: string[]) {
  const found: Element[] = []
  const walk = (element: Element) => {
    if (roles.includes(element.role)) found.push(element)
    element.children.forEach(walk)
  }
  reading.pages.forEach(walk)
  return found
}

describe.each(brochures)('brochure $slug, as a screen reader gets it', (brochure) => {
  const content = brochureContent(brochure)
  const reading = () => readings.get(brochure.slug)!

  it('is a tagged PDF in the site language, whose title is shown instead of its file name', async () => {
    const file = join(dir, `${brochure.slug}.pdf`)
    writeFileSync(file, (await renderBrochure(brochure)).bytes)
    expect(execFileSync(join(bin, 'pdfinfo'), [file], { encoding: 'utf8' })).toMatch(/^Tagged:\s+yes$/m)
    expect(reading().info).toMatchObject({ Title: `${content.company.name}: ${content.title}`, Language: SITE_LANGUAGE })
    expect(reading().displayTitle).toBe(true)
    // pdfkit writes the XMP copy of the metadata unescaped: an "&" in a title would break it.
    expect(reading().xmpTitle).toBe(`${content.company.name}: ${content.title}`)
    expect(reading().pages[0]!.children.map((element) => element.role)).toEqual(['Document'])
  })

  it('has its headings in reading order: the title, then a section per service, the results and the contacts', () => {
    const headings = all(reading(), 'H1', 'H2', 'H3', 'H4', 'H5', 'H6')
    expect(all(reading(), 'H1').map((h) => h.text)).toEqual([content.title])
    expect(headings[0]!.role).toBe('H1')
    // Case apart: two of them are set as eyebrows, in capitals.
    expect(all(reading(), 'H2').map((h) => h.text.toLowerCase())).toEqual(
      [
        content.title,
        documentMessages.contents.title,
        ...content.services.map(({ entry }) => entry.name),
        ...(content.stories.length > 0 ? [RESULTS_HEADING.title] : []),
        closingTitle(content.company.name),
      ].map((text) => text.toLowerCase()),
    )
    // Each service's own sections are the level below its name, and no level is skipped.
    const h3 = all(reading(), 'H3').map((h) => h.text)
    for (const { page } of content.services) expect(h3).toEqual(expect.arrayContaining([page.overview.title, page.offerings.title]))
    for (const { story } of content.stories) expect(h3).toContain(story.title)
    headings.forEach((heading, i) => {
      if (i > 0) expect(Number(heading.role[1]), heading.text).toBeLessThanOrEqual(Number(headings[i - 1]!.role[1]) + 1)
    })
  })

  it('sets its prose as paragraphs and its lists as lists, numbered where the page numbers them', () => {
    const paragraphs = all(reading(), 'P').map((p) => p.text)
    expect(paragraphs).toContain(content.description)
    for (const { page } of content.services) expect(paragraphs).toEqual(expect.arrayContaining(page.overview.paragraphs.map(flat)))
    const lists = all(reading(), 'L')
    expect(lists.length).toBeGreaterThan(content.services.length)
    for (const list of lists) {
      expect(list.children.length, list.text).toBeGreaterThan(0)
      for (const item of list.children) {
        expect(item.role, list.text).toBe('LI')
        expect(
          item.children.map((child) => child.role).filter((role) => role !== 'Lbl'),
          item.text,
        ).toEqual(['LBody'])
      }
    }
    // The contents number their entries: "01" is the label of the first service's item.
    const labels = all(reading(), 'Lbl').map((label) => label.text)
    expect(labels).toEqual(expect.arrayContaining(['01', '02']))
    // A story's achievements (and solution) are checked off: each check mark is a label, read as one.
    const detail = reading().storyDetail
    const checked = content.stories.reduce(
      (sum, { story }) =>
        sum + (detail === 'summary' ? 0 : story.achievements.length) + (detail === 'case-study' ? story.solution.length : 0),
      0,
    )
    expect(labels.filter((label) => label === '').length).toBe(checked)
    expect(occurrences(reading().bytes, `/ActualText (${CHECK_MARK_UTF16})`)).toBe(checked)
  })

  it('describes every picture: the cover drawing, and each result chart by the figures it draws', () => {
    const figures = all(reading(), 'Figure')
    for (const figure of figures) expect(figure.alt?.trim(), figure.text).toBeTruthy()
    const alts = figures.map((figure) => figure.alt!)
    // The cover drawing names every service it wires up.
    expect(alts[0]).toEqual(expect.stringContaining(content.services[0]!.entry.name))
    // Each chart is described by the sentence its model writes from the figures it draws.
    for (const { story } of content.stories) {
      for (const result of story.results) expect(alts).toContain(resultChart(result).sentence)
    }
  })

  it('leaves no text of the page body out of the tree: only the running header and footer are artifacts', () => {
    const { untagged, artifacts } = reading()
    expect(untagged.filter(Boolean)).toEqual([])
    // Everything a page says is in the tree or is page furniture: the footer's brochure and page number.
    artifacts.forEach((text, i) => {
      if (i === 0) expect(text).toBe('')
      else expect(text).toContain(`${i + 1} / ${artifacts.length}`)
    })
  })
})
