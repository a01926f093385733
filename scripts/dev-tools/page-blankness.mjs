// How much of each page of a PDF is left blank: the share of the page's content area (between the
// running header and footer) below the last row that holds any ink. The brochure tests hold every
// page but the last under a limit with it, and `npm run brochures:preview` prints it beside the
// PNGs, so a layout change that strands half a page shows as a number, not only to the eye.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Rows are read at this resolution: coarse enough to be quick, fine enough for a 7 pt caption. */
const DPI = 36
/** A pixel is ink when it differs from the page's background by more than this (of 255). */
const INK_DIFFERENCE = 24

/**
 * @param {string} bin the folder holding pdftoppm (from ensurePoppler)
 * @param {string} file the PDF
 * @param {{ top: number, bottom: number }} margins the content area's margins in points
 * @returns {number[]} per page, the blank share of its content area, 0 (full) to 1 (empty)
 */
export function blankShares(bin, file, margins) {
  const dir = mkdtempSync(join(tmpdir(), 'page-blankness-'))
  try {
    execFileSync(join(bin, 'pdftoppm'), ['-r', String(DPI), '-gray', file, join(dir, 'page')])
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => blankShare(readPgm(readFileSync(join(dir, name))), margins))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** @param {{ width: number, height: number, pixels: Uint8Array }} image */
function blankShare({ width, height, pixels }, margins) {
  const scale = DPI / 72
  const top = Math.round(margins.top * scale)
  const bottom = height - Math.round(margins.bottom * scale)
  const background = mostCommon(pixels.subarray(top * width, bottom * width))
  let last = top - 1
  for (let y = top; y < bottom; y++) {
    const row = pixels.subarray(y * width, (y + 1) * width)
    if (row.some((value) => Math.abs(value - background) > INK_DIFFERENCE)) last = y
  }
  return (bottom - 1 - last) / (bottom - top)
}

function mostCommon(values) {
  const counts = new Uint32Array(256)
  for (const value of values) counts[value]++
  return counts.indexOf(Math.max(...counts))
}

/** A binary PGM (P5, 8 bits), as pdftoppm -gray writes it. */
function readPgm(bytes) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'))
  if (!header) throw new Error('page-blankness: pdftoppm did not write a binary PGM')
  const [whole, width, height] = header
  return { width: Number(width), height: Number(height), pixels: bytes.subarray(whole.length) }
}
