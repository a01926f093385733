// The control of `npm run perf:floor`: a copy of a build whose pages carry no script at all. Each
// page keeps its prerendered HTML, stylesheets, font and images, so rendering it costs what drawing
// this page costs in this browser and nothing more: its floor. What the real page costs above that
// is what its script and behaviour add.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { listFiles } from '../../server/build-files.mjs'

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi

/** `html` without any script element (inline, external, JSON-LD) and without module preload hints. */
export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '')
}

/**
 * Copies `clientDir` (a build/client) and the files beside it the server reads (CSP hashes and
 * sources) into a temporary folder, every HTML file there without scripts. Precompressed copies of
 * the HTML are dropped with it, so the server sends the rewritten page. Returns the copy's
 * build/client and a function that deletes the copy.
 */
export function scriptFreeCopy(clientDir) {
  const copy = mkdtempSync(join(tmpdir(), 'perf-floor-'))
  const client = join(copy, 'client')
  cpSync(dirname(clientDir), copy, { recursive: true, filter: (source) => !source.startsWith(join(dirname(clientDir), 'nginx')) })
  for (const file of listFiles(client)) {
    const path = join(client, file)
    if (/\.html\.(br|gz)$/.test(file)) rmSync(path)
    else if (file.endsWith('.html')) writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')))
  }
  return { client, remove: () => rmSync(copy, { recursive: true, force: true }) }
}
