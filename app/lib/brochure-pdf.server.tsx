import { renderToBuffer } from '@react-pdf/renderer'

import { BrochureDocument } from '~/documents/brochure/brochure-document'
import { brochureContent, type BrochureContent } from '~/documents/brochure/brochure-content'
import { contentsEntries } from '~/documents/brochure/contents-page'
import { registerDocumentFonts } from '~/documents/fonts'
import type { BrochurePaper } from '~/content/brochure-papers'
import { type Brochure } from '~/content/brochures'
import { CONTENT_UPDATED } from '~/content/seo'

// Brochures are laid out from the site's own content at build time (app/documents/brochure/), so
// a PDF can never drift from the pages. Runs only in Node (prerender); the `.server` suffix keeps
// it, the renderer and the fonts out of browser code.

export type RenderedBrochure = {
  bytes: Uint8Array<ArrayBuffer>
  pages: number
  /** The page each section starts on, by section id (the contents' entries). */
  sectionPages: Readonly<Record<string, number>>
}

const cache = new Map<string, Promise<RenderedBrochure>>()

/** Renders once per build process and paper; the page listing and the file route share the result. */
export function renderBrochure(brochure: Brochure, paper: BrochurePaper = 'A4'): Promise<RenderedBrochure> {
  const key = `${brochure.slug}/${paper}`
  let rendered = cache.get(key)
  if (!rendered) {
    rendered = render(brochureContent(brochure), paper)
    cache.set(key, rendered)
  }
  return rendered
}

/**
 * Two passes: the first lays the brochure out to learn where each section starts, the second prints
 * those page numbers in the contents and the running header. Both lay out the same boxes (page
 * numbers sit in fixed-width slots), which the second pass confirms.
 */
async function render(content: BrochureContent, paper: BrochurePaper): Promise<RenderedBrochure> {
  registerDocumentFonts()
  const first = await renderPass(content, paper, {})
  const second = await renderPass(content, paper, first.sectionPages)
  if (JSON.stringify(second.sectionPages) !== JSON.stringify(first.sectionPages)) {
    throw new Error(`Brochure ${content.slug} (${paper}): sections moved between passes: ${JSON.stringify(first.sectionPages)} then ${JSON.stringify(second.sectionPages)}`)
  }
  return second
}

async function renderPass(content: BrochureContent, paper: BrochurePaper, known: Readonly<Record<string, number>>): Promise<RenderedBrochure> {
  const marked: Record<string, number> = {}
  const mark = (id: string, pageNumber: number) => {
    marked[id] = pageNumber
  }
  const titles = new Map(contentsEntries(content).map((entry) => [entry.id, entry.title]))
  const starts = Object.entries(known).sort(([, a], [, b]) => a - b)
  const sectionOn = (pageNumber: number) => {
    const current = starts.filter(([, start]) => start <= pageNumber).at(-1)
    return current ? (titles.get(current[0]) ?? '') : pageNumber === 2 ? 'Contents' : ''
  }
  const buffer = await renderToBuffer(
    <BrochureDocument content={content} paper={paper} contentDate={CONTENT_UPDATED} pages={known} sectionOn={sectionOn} mark={mark} />,
  )
  const bytes = new Uint8Array(buffer.byteLength)
  bytes.set(buffer)
  const sectionPages = Object.fromEntries(contentsEntries(content).map((entry) => [entry.id, marked[entry.id] ?? 0]))
  return { bytes, pages: countPages(bytes), sectionPages }
}

/** The page count from the PDF's page tree root (`/Type /Pages ... /Count n`). */
function countPages(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes)
  const match = /\/Type \/Pages[^>]*?\/Count (\d+)/.exec(text)
  if (!match) throw new Error('brochure PDF: no page tree found')
  return Number(match[1])
}
