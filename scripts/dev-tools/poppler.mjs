// Debian's poppler-utils (pdfinfo, pdffonts, pdftotext, pdftoppm): the brochure tests read the PDFs
// with the same tools a person would, and `npm run brochures:preview` draws their pages. Installed
// when missing and we are root, like nginx and wrk; otherwise the caller is told the command. The
// build itself never needs them.

import { existsSync } from 'node:fs'

import { aptGet, isRoot } from './debian-packages.mjs'

const TOOLS = ['pdfinfo', 'pdffonts', 'pdftotext', 'pdftoppm']
const BIN = process.env.POPPLER_BIN ?? '/usr/bin'

const missing = () => TOOLS.filter((tool) => !existsSync(`${BIN}/${tool}`))

/** @returns {string} the folder holding the poppler tools; throws with the command to run when they are missing and we cannot install them */
export function ensurePoppler() {
  if (missing().length === 0) return BIN
  if (!isRoot)
    throw new Error(`${missing().join(', ')} missing: run "sudo apt-get install -y poppler-utils" (or set POPPLER_BIN), then try again.`)
  console.log('Installing Debian poppler-utils for the brochure checks...')
  aptGet('update', '-qq')
  aptGet('install', '-y', '-qq', '--no-install-recommends', 'poppler-utils')
  if (missing().length > 0) throw new Error(`poppler-utils installed, but ${missing().join(', ')} still missing from ${BIN}`)
  return BIN
}
