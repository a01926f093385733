// `npm run font:subset`: cuts Inter Variable (fontsource's Latin file, 48 KB) down to the characters
// in app/fonts/inter-subset.json, keeping the weight axis, kerning and tabular figures (23 KB). The
// result is committed, so builds need no Python; run this again after changing the character list.
// Characters outside the list still show, in the fallback system font (the @font-face in
// app/styles/app.css declares the same unicode-range), and `npm run validate:html` names any page
// that uses one.
//
// Needs fontTools with Brotli support (Debian: python3-fonttools python3-brotli); installs them
// when missing and running as root.

import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const PYTHON = '/usr/bin/python3'

export function loadFontSubset(projectDir = PROJECT_DIR) {
  return JSON.parse(readFileSync(join(projectDir, 'app', 'fonts', 'inter-subset.json'), 'utf8'))
}

function hasFontTools() {
  return spawnSync(PYTHON, ['-c', 'import fontTools.subset, brotli'], { stdio: 'ignore' }).status === 0
}

function ensureFontTools() {
  if (hasFontTools()) return
  if (process.getuid?.() !== 0) {
    console.error('subset-font: fontTools is missing; run as root: apt-get install -y python3-fonttools python3-brotli')
    process.exit(1)
  }
  const install = spawnSync('apt-get', ['install', '-y', 'python3-fonttools', 'python3-brotli'], { stdio: 'inherit' })
  if (install.status !== 0 || !hasFontTools()) process.exit(install.status || 1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureFontTools()
  const subset = loadFontSubset()
  const source = createRequire(import.meta.url).resolve(subset.source)
  const output = join(PROJECT_DIR, subset.output)
  const result = spawnSync(
    PYTHON,
    [
      '-m',
      'fontTools.subset',
      source,
      `--unicodes=${subset.unicodeRange.join(',')}`,
      `--layout-features=${subset.layoutFeatures.join(',')}`,
      '--flavor=woff2',
      `--output-file=${output}`,
    ],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) process.exit(result.status || 1)
  console.log(`subset-font: ${subset.output}, ${statSync(source).size} -> ${statSync(output).size} bytes`)
}
