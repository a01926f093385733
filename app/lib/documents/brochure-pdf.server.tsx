import { renderToBuffer } from '@react-pdf/renderer'

import { documentMessages } from '~/messages/edition/documents'
import { BrochureDocument, type BrochureLayout } from '~/documents/brochure/brochure-document'
import { brochureContent, type BrochureContent, sectionIds } from '~/documents/brochure/brochure-content'
import { contentsEntries } from '~/documents/brochure/contents-page'
import { storyMarker } from '~/documents/brochure/results-section'
import { lessDetail, storyDetail, type StoryDetail } from '~/documents/brochure/story-result'
import { registerDocumentFonts } from '~/documents/fonts'
import type { BrochurePaper } from '~/content/brochure-papers'
import { type Brochure } from '~/content/brochures'
import { SITE_LOCALE } from '~/content/locale'
import { CONTENT_UPDATED } from '~/content/seo'

import { balancedBreaks } from './balanced-breaks'
import { readCachedBrochure, writeCachedBrochure } from './brochure-disk-cache.server'

// Brochures are laid out from the site's own content at build time (app/documents/brochure/), so
// a PDF can never drift from the pages. Runs only in Node (prerender); the `.server` suffix keeps
// it, the renderer and the fonts out of browser code.

export type RenderedBrochure = {
  bytes: Uint8Array<ArrayBuffer>
  pages: number
  /** The page each section starts on, by section id (the contents' entries). */
  sectionPages: Readonly<Record<string, number>>
  /** How much of each success story the results print. */
  storyDetail: StoryDetail
}

const cache = new Map<string, Promise<RenderedBrochure>>()

/**
 * Renders once per build process and paper; the page listing and the file route share the result.
 * A rendering from the same inputs in an earlier process (the tests before a build) is taken from
 * the disk cache (brochure-disk-cache.server.ts).
 */
export function renderBrochure(brochure: Brochure, paper: BrochurePaper = 'A4'): Promise<RenderedBrochure> {
  const key = `${brochure.slug}/${paper}`
  let rendered = cache.get(key)
  if (!rendered) {
    rendered = renderOrReuse(brochure, paper)
    cache.set(key, rendered)
  }
  return rendered
}

async function renderOrReuse(brochure: Brochure, paper: BrochurePaper): Promise<RenderedBrochure> {
  const projectDir = process.cwd()
  const name = `${SITE_LOCALE}/${brochure.slug}/${paper}`
  const cached = readCachedBrochure(projectDir, name)
  if (cached) return { ...cached, storyDetail: cached.storyDetail as StoryDetail }
  const { bytes, pages, sectionPages, storyDetail } = await render(brochureContent(brochure), paper)
  writeCachedBrochure(projectDir, name, { bytes, pages, sectionPages, storyDetail })
  return { bytes, pages, sectionPages, storyDetail }
}

/**
 * Lays the brochure out until its page numbers hold still. The first pass gives every service its
 * benefits and learns where each section and each success story lands; a service whose spread then
 * runs past two pages loses its benefits, and the sections after it move up by the pages that
 * frees. Stories that run over more than one page print less of each where that saves a page (a
 * language that runs longer than English can push two stories' achievements past one page), and
 * are otherwise spread evenly over their pages instead of leaving the last one half empty. A
 * closing page that runs onto a second page closes up its spacing. The next pass prints those
 * page numbers in the contents and the running header (in fixed-width slots, so they move
 * nothing) and confirms each section starts where it was expected; if one does not, one more pass
 * prints the corrected numbers.
 */
async function render(content: BrochureContent, paper: BrochurePaper): Promise<RenderedBrochure> {
  registerDocumentFonts()
  const everyService = new Set(content.services.map(({ entry }) => entry.slug))
  let flowing: BrochureLayout = {
    withBenefits: everyService,
    resultBreaks: new Set(),
    storyDetail: storyDetail(content.stories.length),
    compactClosing: false,
  }
  let first = await renderPass(content, paper, {}, flowing)
  let stories = storyPages(content, first)
  for (let detail = lessDetail(flowing.storyDetail); detail && pageCount(stories) > 1; detail = lessDetail(detail)) {
    const shorter = { ...flowing, storyDetail: detail }
    const pass = await renderPass(content, paper, {}, shorter)
    const shorterStories = storyPages(content, pass)
    if (pageCount(shorterStories) < pageCount(stories)) {
      first = pass
      flowing = shorter
      stories = shorterStories
      break
    }
  }
  const lengths = sectionLengths(content, first)
  const layout: BrochureLayout = {
    withBenefits: new Set([...everyService].filter((slug) => lengths.get(sectionIds.service(slug))! <= SPREAD)),
    storyDetail: flowing.storyDetail,
    resultBreaks: new Set(balancedBreaks(stories).map((index) => content.stories[index]!.story.slug)),
    // The closing page is a page of its own: past its start, the document has one page too many.
    compactClosing: first.pages > first.sectionPages[sectionIds.contact]!,
  }
  let known = expectedStarts(content, lengths, layout.withBenefits)
  for (let pass = 2; pass <= 4; pass++) {
    const rendered = await renderPass(content, paper, known, layout)
    if (JSON.stringify(rendered.sectionPages) === JSON.stringify(known)) return rendered
    known = rendered.sectionPages
  }
  throw new Error(`Brochure ${content.slug} (${paper}): its sections keep moving between passes: ${JSON.stringify(known)}`)
}

/** The page each success story starts on, in the results' order. */
function storyPages(content: BrochureContent, rendered: { marked: Readonly<Record<string, number>> }) {
  return content.stories.map(({ story }) => rendered.marked[storyMarker(story.slug)] ?? 0)
}

/** How many pages the stories start on. */
const pageCount = (pages: readonly number[]) => new Set(pages).size

/** A service's pages: a spread. */
const SPREAD = 2

/** How many pages each section took, by section id (the closing page, last, takes the rest). */
function sectionLengths(content: BrochureContent, rendered: RenderedBrochure) {
  const ids = contentsEntries(content).map((entry) => entry.id)
  return new Map(
    ids.map((id, i) => [id, (i + 1 < ids.length ? rendered.sectionPages[ids[i + 1]!]! : rendered.pages + 1) - rendered.sectionPages[id]!]),
  )
}

/** Where the sections start once the services without their benefits are back to one spread each. */
function expectedStarts(content: BrochureContent, lengths: ReadonlyMap<string, number>, withBenefits: ReadonlySet<string>) {
  const dropped = new Set(
    content.services.filter(({ entry }) => !withBenefits.has(entry.slug)).map(({ entry }) => sectionIds.service(entry.slug)),
  )
  let page = FIRST_SECTION_PAGE
  return Object.fromEntries(
    contentsEntries(content).map(({ id }) => {
      const start = page
      page += dropped.has(id) ? SPREAD : lengths.get(id)!
      return [id, start]
    }),
  )
}

/** The cover and the contents come first. */
const FIRST_SECTION_PAGE = 3

async function renderPass(
  content: BrochureContent,
  paper: BrochurePaper,
  known: Readonly<Record<string, number>>,
  layout: BrochureLayout,
): Promise<RenderedBrochure & { marked: Readonly<Record<string, number>> }> {
  const marked: Record<string, number> = {}
  const mark = (id: string, pageNumber: number) => {
    marked[id] = pageNumber
  }
  const titles = new Map(contentsEntries(content).map((entry) => [entry.id, entry.title]))
  const starts = Object.entries(known).sort(([, a], [, b]) => a - b)
  const sectionOn = (pageNumber: number) => {
    const current = starts.filter(([, start]) => start <= pageNumber).at(-1)
    return current ? (titles.get(current[0]) ?? '') : pageNumber === 2 ? documentMessages.contents.title : ''
  }
  const buffer = await renderToBuffer(
    <BrochureDocument
      content={content}
      paper={paper}
      contentDate={CONTENT_UPDATED}
      pages={known}
      sectionOn={sectionOn}
      mark={mark}
      layout={layout}
    />,
  )
  const bytes = new Uint8Array(buffer.byteLength)
  bytes.set(buffer)
  const sectionPages = Object.fromEntries(contentsEntries(content).map((entry) => [entry.id, marked[entry.id] ?? 0]))
  return { bytes, pages: countPages(bytes), sectionPages, storyDetail: layout.storyDetail, marked }
}

/** The page count from the PDF's page tree root (`/Type /Pages ... /Count n`). */
function countPages(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes)
  const match = /\/Type \/Pages[^>]*?\/Count (\d+)/.exec(text)
  if (!match) throw new Error('brochure PDF: no page tree found')
  return Number(match[1])
}
