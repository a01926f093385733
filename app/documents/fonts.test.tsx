import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensurePoppler } from '../../scripts/dev-tools/poppler.mjs'

import { DOCUMENT_FONT, registerDocumentFonts } from './fonts'

const URL_TEXT = 'https://cal.com/stratora/discovery-call'
const PROSE = `Book a call at ${URL_TEXT} or write to hello@stratora.example about infrastructure responsibilities, containerization, observability and interoperability requirements.`

let bin = ''
const dir = mkdtempSync(join(tmpdir(), 'document-fonts-'))
beforeAll(() => {
  bin = ensurePoppler()
  registerDocumentFonts()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The lines a narrow column of the text breaks into, as pdftotext reads them back. */
async function linesAt(width: number) {
  const file = join(dir, `column-${width}.pdf`)
  const pdf = await renderToBuffer(
    <Document>
      <Page size="A4" style={{ padding: 40, fontFamily: DOCUMENT_FONT, fontSize: 9.5 }}>
        <Text style={{ width }}>{PROSE}</Text>
      </Page>
    </Document>,
  )
  writeFileSync(file, pdf)
  return execFileSync(join(bin, 'pdftotext'), ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('document line breaking', () => {
  it.each([110, 140, 185, 230])('breaks a %d pt column only at spaces: whole words, the URL and email on one line each', async (width) => {
    const lines = await linesAt(width)
    expect(lines.join(' ')).toBe(PROSE)
    expect(lines.some((line) => line.includes(URL_TEXT))).toBe(true)
    expect(lines.some((line) => line.includes('hello@stratora.example'))).toBe(true)
  })
})
