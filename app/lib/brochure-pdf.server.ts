import PDFDocument from 'pdfkit'

import { type Brochure } from '~/content/brochures'
import { offices } from '~/content/offices'
import { CONTENT_UPDATED } from '~/content/seo'
import { getServicePage } from '~/content/service-pages'
import { getServiceBySlug } from '~/content/services'
import { site } from '~/content/site'

// Brochures are printed from the site's own content at build time, so a PDF can never drift from
// the pages. Runs only in Node (prerender); the `.server` suffix keeps it out of browser code.

export type RenderedBrochure = { bytes: Uint8Array<ArrayBuffer>; pages: number }

/** The content's date, not the clock: the PDF bytes, and so the listed file sizes, stay identical between builds. */
const PRINTED_ON = new Date(`${CONTENT_UPDATED}T00:00:00Z`)

const INK = '#0b1b33'
const MUTED = '#475775'
const ACCENT = '#2450d4'
const RULE = '#d7dde8'
const MARGIN = 56

const cache = new Map<string, Promise<RenderedBrochure>>()

/** Renders once per build process; the page listing and the file route share the result. */
export function renderBrochure(brochure: Brochure): Promise<RenderedBrochure> {
  let rendered = cache.get(brochure.slug)
  if (!rendered) {
    rendered = render(brochure)
    cache.set(brochure.slug, rendered)
  }
  return rendered
}

function render(brochure: Brochure): Promise<RenderedBrochure> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${site.name}: ${brochure.title}`,
      Author: site.legalName,
      Subject: brochure.description,
      Creator: site.name,
      Producer: site.name,
      CreationDate: PRINTED_ON,
      ModDate: PRINTED_ON,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<RenderedBrochure>((resolve, reject) => {
    doc.on('end', () => resolve({ bytes: new Uint8Array(Buffer.concat(chunks)), pages }))
    doc.on('error', reject)
  })

  const services = brochure.services.map((slug) => {
    const entry = getServiceBySlug(slug)
    if (!entry) throw new Error(`app/content/brochures.ts ${brochure.slug}.services: unknown service "${slug}"`)
    return { entry, page: getServicePage(entry.slug) }
  })

  coverPage(doc, brochure, services.map(({ entry }) => entry.name))
  for (const { entry, page } of services) {
    doc.addPage()
    heading(doc, entry.name, 22)
    paragraph(doc, page.hero.promise, { color: ACCENT, size: 13 })
    for (const text of page.overview.paragraphs) paragraph(doc, text)
    subheading(doc, page.offerings.title)
    for (const item of page.offerings.items) listItem(doc, item.title, item.description)
    subheading(doc, page.process.title)
    page.process.steps.forEach((step, index) => listItem(doc, `${index + 1}. ${step.title}`, step.description))
    subheading(doc, 'Technologies')
    paragraph(doc, page.technologies.items.map((item) => item.name).join(', '))
    paragraph(doc, `More: ${site.url}${entry.path}`, { color: ACCENT, size: 10 })
  }
  contactPage(doc)

  const pages = doc.bufferedPageRange().count
  for (let index = 0; index < pages; index++) {
    doc.switchToPage(index)
    footer(doc, brochure.title, index + 1, pages)
  }
  doc.end()
  return done
}

function coverPage(doc: PDFKit.PDFDocument, brochure: Brochure, serviceNames: readonly string[]) {
  doc.rect(0, 0, doc.page.width, 220).fill(INK)
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(30).text(site.name, MARGIN, 70)
  doc.font('Helvetica').fontSize(12).fillColor('#bccfff').text(site.tagline, MARGIN, 110)
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#ffffff').text(brochure.title, MARGIN, 150, { width: doc.page.width - 2 * MARGIN })
  doc.x = MARGIN
  doc.y = 260
  for (const text of brochure.summary) paragraph(doc, text, { size: 12 })
  subheading(doc, 'Contents')
  serviceNames.forEach((name, index) => paragraph(doc, `${index + 1}. ${name}`, { gap: 2 }))
  paragraph(doc, `${serviceNames.length + 1}. Contact ${site.name}`, { gap: 2 })
}

function contactPage(doc: PDFKit.PDFDocument) {
  doc.addPage()
  heading(doc, `Contact ${site.name}`, 22)
  paragraph(doc, `Email ${site.email} or call ${site.phone}. Book a call with an engineer: ${site.bookingUrl}`)
  paragraph(doc, `Website: ${site.url}`)
  for (const office of offices) {
    subheading(doc, office.name)
    for (const address of [office.address, ...office.otherAddresses]) {
      listItem(doc, address.label, address.lines.join(', '))
    }
    paragraph(doc, `${office.email} · ${office.phone} · ${office.hours}`, { size: 10, color: MUTED })
  }
}

function heading(doc: PDFKit.PDFDocument, text: string, size: number) {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text, { paragraphGap: 8 })
}

function subheading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.6)
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(text, { paragraphGap: 4 })
  const y = doc.y
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.5).strokeColor(RULE).stroke()
  doc.moveDown(0.4)
}

function paragraph(doc: PDFKit.PDFDocument, text: string, { size = 11, color = INK, gap = 8 } = {}) {
  doc.font('Helvetica').fontSize(size).fillColor(color).text(text, { paragraphGap: gap, lineGap: 2 })
}

function listItem(doc: PDFKit.PDFDocument, title: string, description: string) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title, { paragraphGap: 1 })
  doc.font('Helvetica').fontSize(10.5).fillColor(MUTED).text(description, { paragraphGap: 7, lineGap: 1.5 })
}

function footer(doc: PDFKit.PDFDocument, title: string, page: number, pages: number) {
  const y = doc.page.height - MARGIN + 8
  // Writing below the bottom margin would start a new page; lift the margin while drawing the footer.
  const bottom = doc.page.margins.bottom
  doc.page.margins.bottom = 0
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
  doc.text(`${site.name} · ${title}`, MARGIN, y, { lineBreak: false })
  doc.text(`${page} / ${pages}`, doc.page.width - MARGIN - 60, y, { width: 60, align: 'right', lineBreak: false })
  doc.page.margins.bottom = bottom
}
