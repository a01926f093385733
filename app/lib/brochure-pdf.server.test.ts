import { fileURLToPath } from 'node:url'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it, vi } from 'vitest'

import { brochures } from '~/content/brochures'
import { offices } from '~/content/offices'
import { getServiceBySlug } from '~/content/services'
import { site } from '~/content/site'

import { renderBrochure } from './brochure-pdf.server'

// pdfjs reads the standard fonts' metrics from its package when it runs outside a browser.
const standardFontDataUrl = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url))

async function readPdf(bytes: Uint8Array) {
  // pdfjs takes ownership of the buffer it is given; hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return { numPages: pdf.numPages, pages }
}

describe.each(brochures)('brochure $slug', (brochure) => {
  it('is a PDF whose page count matches the one listed, with the company name, contents and contacts', async () => {
    const { bytes, pages } = await renderBrochure(brochure)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await readPdf(bytes)
    expect(pdf.numPages).toBe(pages)
    const cover = pdf.pages[0]!
    expect(cover).toContain(site.name)
    expect(cover).toContain('Contents')
    for (const slug of brochure.services) expect(cover).toContain(getServiceBySlug(slug)!.name)
    const last = pdf.pages.at(-1)!
    expect(last).toContain(site.email)
    for (const office of offices) expect(last).toContain(office.name)
  })

  it('is byte-for-byte the same on every build, so the listed size stays true', async () => {
    const first = await renderBrochure(brochure)
    // A fresh module instance has an empty cache, so this renders the PDF a second time.
    vi.resetModules()
    const { renderBrochure: renderAgain } = await import('./brochure-pdf.server')
    const again = await renderAgain(brochure)
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true)
  })
})
