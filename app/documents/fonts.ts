import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { Font } from '@react-pdf/renderer'

import { woffToSfnt } from './woff-to-sfnt'

// The site's typeface in documents. The site serves Inter Variable, but the PDF renderer's font
// engine does not read variable fonts' weight axis, so documents embed fontsource's static Latin
// instances of the same family, one per weight they use (unpacked from WOFF: woff-to-sfnt.ts). The
// renderer embeds each as a subset of the glyphs a document draws, as the site's own font is cut to
// the characters its pages use.

export const DOCUMENT_FONT = 'Inter'

/** Regular for text, medium for labels, semibold for headings, bold for titles and figures. */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const

let registered = false

/** Registers Inter and the line-breaking rule once per process; every document calls it. */
export function registerDocumentFonts() {
  if (registered) return
  const require = createRequire(import.meta.url)
  for (const fontWeight of FONT_WEIGHTS) {
    const woff = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${fontWeight}-normal.woff`))
    const ttf = Buffer.from(woffToSfnt(woff)).toString('base64')
    Font.register({ family: DOCUMENT_FONT, fontWeight, src: `data:font/ttf;base64,${ttf}` })
  }
  Font.registerHyphenationCallback(keepWordsWhole)
  registered = true
}

/**
 * Lines break only at spaces: never inside a word, so no hyphenated fragments, and never inside a
 * URL or an email address (the default English hyphenation would split `discovery-call`).
 * Returning the word as a single syllable is how the renderer is told it has no break points.
 */
export function keepWordsWhole(word: string): string[] {
  return [word]
}
