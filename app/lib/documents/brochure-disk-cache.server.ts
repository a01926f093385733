import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

// Rendered brochures kept on disk between processes. Laying out a brochure takes seconds (several
// passes until its page numbers hold still), and `npm test` rendered each one several times over:
// the PDF, tag and cover tests each in a process of their own, then each edition's build again.
// An entry is found only under the fingerprint of everything a rendering can read: the site's code
// and generated data (app/), its content and public files, the content generator, the locked
// package versions and their patches. Any change to any of them is another fingerprint, so an
// entry is never reused for a different brochure; it only spares rendering the same one twice.

/** What the fingerprint covers, relative to the project: folders are read whole. */
const INPUTS = ['app', 'content', 'public', 'scripts/content', 'patches', 'package-lock.json']

/** The cache's folder, with npm's other caches: a clean clone starts without one. */
const CACHE_DIR = join('node_modules', '.cache', 'brochures')

/** Entries kept: a few trees' worth (end-to-end tests build copies of the project beside it). */
const MAX_ENTRIES = 64

export type CachedBrochure = {
  bytes: Uint8Array<ArrayBuffer>
  pages: number
  sectionPages: Readonly<Record<string, number>>
  storyDetail: string
}

const fingerprints = new Map<string, string>()

/** The fingerprint of a project's inputs, computed once per process. */
export function projectFingerprint(projectDir: string): string {
  let fingerprint = fingerprints.get(projectDir)
  if (!fingerprint) {
    const hash = createHash('sha256')
    for (const file of INPUTS.flatMap((input) => filesUnder(projectDir, input)).sort()) {
      hash.update(`${file}\0`)
      hash.update(readFileSync(join(projectDir, file)))
      hash.update('\0')
    }
    fingerprint = hash.digest('hex')
    fingerprints.set(projectDir, fingerprint)
  }
  return fingerprint
}

function filesUnder(projectDir: string, input: string): string[] {
  const path = join(projectDir, input)
  let stats
  try {
    stats = statSync(path)
  } catch {
    return []
  }
  if (stats.isFile()) return [input]
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(projectDir, join(entry.parentPath, entry.name)))
}

/** The file of one rendering: the brochure, its paper and edition, under the project's fingerprint. */
function entryFile(projectDir: string, name: string) {
  const key = createHash('sha256')
    .update(`${projectFingerprint(projectDir)}\0${name}`)
    .digest('hex')
    .slice(0, 32)
  return join(projectDir, CACHE_DIR, `${key}.json`)
}

/** A rendering made before from the same inputs, or undefined. */
export function readCachedBrochure(projectDir: string, name: string): CachedBrochure | undefined {
  let text
  try {
    text = readFileSync(entryFile(projectDir, name), 'utf8')
  } catch {
    return undefined
  }
  const { bytes, ...rest } = JSON.parse(text) as Omit<CachedBrochure, 'bytes'> & { bytes: string }
  return { ...rest, bytes: new Uint8Array(Buffer.from(bytes, 'base64')) }
}

/** Keeps a rendering for the next process; a failure to write only costs that process a rendering. */
export function writeCachedBrochure(projectDir: string, name: string, brochure: CachedBrochure) {
  try {
    const file = entryFile(projectDir, name)
    const dir = join(projectDir, CACHE_DIR)
    mkdirSync(dir, { recursive: true })
    // Written whole, then renamed: a process reading at the same moment sees the old file or the new.
    const partial = `${file}.${process.pid}.partial`
    const { bytes, pages, sectionPages, storyDetail } = brochure
    writeFileSync(partial, JSON.stringify({ pages, sectionPages, storyDetail, bytes: Buffer.from(bytes).toString('base64') }))
    renameSync(partial, file)
    pruneOldest(dir)
  } catch {
    // A read-only or full disk: the brochure was rendered all the same.
  }
}

function pruneOldest(dir: string) {
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ path: join(dir, name), time: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const { path } of entries.slice(MAX_ENTRIES)) rmSync(path, { force: true })
}
