// `npm run brochures:preview`: every page of every built brochure as a PNG in
// screenshots/brochures/ (60 dpi, as the design review looks at them), for a person to look at.
// Builds first when there is no build; needs poppler-utils (installed as root when missing).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'

import { blankShares } from './page-blankness.mjs'
import { ensurePoppler } from './poppler.mjs'

const BROCHURES = 'build/client/brochures'
const OUT = 'screenshots/brochures'

if (!existsSync(BROCHURES)) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const bin = ensurePoppler()
rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })
const pdfs = readdirSync(BROCHURES).filter((file) => file.endsWith('.pdf'))
for (const pdf of pdfs) {
  execFileSync(join(bin, 'pdftoppm'), ['-r', '60', '-png', join(BROCHURES, pdf), join(OUT, basename(pdf, '.pdf'))])
  // The brochure tests hold every page but the last under 35 % (app/documents/brochure/theme.ts margins).
  const shares = blankShares(bin, join(BROCHURES, pdf), { top: 64, bottom: 72 })
  console.log(`${pdf}: blank share of each page's content area: ${shares.map((share) => `${Math.round(share * 100)}%`).join(' ')}`)
}
console.log(`brochures:preview: ${readdirSync(OUT).length} pages of ${pdfs.length} PDFs in ${OUT}/`)
