// Turns the content files into the data the site imports: every collection read and checked
// against its schema (collections/), the cross-references between collections checked, and the
// result written to app/generated/content/<collection>.json. Any problem stops the build (and
// `npm run dev`) with one line per file and field. Run by content-plugin.ts whenever Vite, Vitest
// or React Router's typegen start, and again in dev when a content file changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { buildDate } from './build-date'
import { ContentError } from './content-error'
import { collections } from './collections'
import { fieldCheckProblems, fieldsByFile, imageSizes, latestPublicationDate } from './field-checks'
import { type Figures, fillFigurePlaceholders } from './figure-placeholders'
import { type ContentEntry, type Prepare, readCollection, readSingleFile } from './read-content'
import { referenceChecker } from './references'

/** The collection whose one file holds the company-wide figures every other file may name. */
const SETTINGS = 'settings'

/** The generated file of the sizes of the images content names, from every collection. */
const IMAGE_SIZES = 'image-sizes'

/** The edition the site builds. A Dutch edition is a sibling folder, content/nl/. */
export const CONTENT_LOCALE = 'en'
export const CONTENT_DIR = `content/${CONTENT_LOCALE}`
export const GENERATED_DIR = join('app', 'generated', 'content')

export type { ServiceRecord } from './collections/services'

/**
 * Reads, checks and writes every collection; throws a ContentError listing every problem. Returns
 * the generated files it rewrote (unchanged ones are left alone), for the dev server's reload.
 * `today` decides which roles are open (build-date.ts; tests pass their own day).
 */
export function generateContent(projectDir: string, { today = buildDate() }: { today?: string } = {}): string[] {
  const written: string[] = []
  const readOne = (collection: (typeof collections)[number], prepare?: Prepare) => ({
    collection,
    ...(collection.singleFile ? readSingleFile : readCollection)(projectDir, `${CONTENT_DIR}/${collection.name}`, collection.schema, prepare),
  })
  // Settings first: the other files' figure placeholders are filled in from them.
  const settings = readOne(collections.find((collection) => collection.name === SETTINGS)!)
  const figures = figuresOf(settings.entries[0]?.data ?? settings.failed[0]?.raw)
  // Without them no other file reads as the site would show it (a placeholder is longer than its
  // figure): the settings' own problems are all there is to report.
  if (!figures && settings.problems.length) throw new ContentError(settings.problems)
  const prepare: Prepare | undefined = figures && ((raw, file) => fillFigurePlaceholders(raw, file, figures))
  const read = collections.map((collection) => (collection.name === SETTINGS ? settings : readOne(collection, prepare)))
  const entriesByName = new Map<string, readonly ContentEntry<unknown>[]>(read.map(({ collection, entries }) => [collection.name, entries]))
  const entriesOf = (name: string) => entriesByName.get(name) ?? []
  const slugsOf = (name: string) => entriesOf(name).map((entry) => entry.slug)
  const failedOf = (name: string) => read.find(({ collection }) => collection.name === name)?.failed ?? []
  const references = referenceChecker(CONTENT_DIR, (name) => ({ slugs: slugsOf(name), failed: failedOf(name) }))
  const context = { slugsOf, entriesOf, failedOf, refer: references.refer, projectDir, today }

  const problems = read.flatMap(({ collection, entries, problems: fileProblems }) => [
    ...fileProblems,
    ...(collection.check?.(entries, { allFilesRead: fileProblems.length === 0, ...context }) ?? []),
  ])
  problems.push(...references.problems())
  // Files named under public/, in every collection, by their fields' types.
  const checkedFiles = fieldsByFile(read)
  problems.push(...fieldCheckProblems(checkedFiles, { projectDir }))
  if (problems.length) throw new ContentError(problems)

  // "Content updated" is never before the newest publication date (field-checks.ts).
  const siteSettings = settings.entries[0]?.data as { contentUpdated: string } | undefined
  const latest = latestPublicationDate(checkedFiles)
  if (siteSettings && latest && latest > siteSettings.contentUpdated) siteSettings.contentUpdated = latest

  for (const { collection, entries } of read) {
    const outputContext = { projectDir, today, entriesOf }
    const output = collection.output ? collection.output(entries, outputContext) : collection.singleFile ? entries[0]!.data : entries.map(defaultOutput)
    const files = { [collection.name]: output, ...collection.extraFiles?.(entries, outputContext) }
    for (const [name, data] of Object.entries(files)) {
      written.push(...writeIfChanged(join(projectDir, GENERATED_DIR, `${name}.json`), `${JSON.stringify(data, null, 1)}\n`))
    }
  }
  // Every collection's images with their sizes, for the width and height of their <img> (app/content/image-sizes.ts).
  written.push(...writeIfChanged(join(projectDir, GENERATED_DIR, `${IMAGE_SIZES}.json`), `${JSON.stringify(imageSizes(checkedFiles, projectDir), null, 1)}\n`))
  return written
}

/** The company figures of the settings, also of settings that failed their schema elsewhere, if they can be read. */
function figuresOf(settings: unknown): Figures | undefined {
  const figures = (settings as { companyFigures?: unknown } | undefined)?.companyFigures
  if (!figures || typeof figures !== 'object') return undefined
  const readable = Object.values(figures).every((figure) => {
    const { value, label } = (figure ?? {}) as { value?: unknown; label?: unknown }
    return typeof value === 'string' && typeof label === 'string'
  })
  return readable ? (figures as Figures) : undefined
}

function defaultOutput({ slug, data }: ContentEntry<unknown>) {
  return { slug, ...(data as object) }
}

/** Writes a file only when its content changed, so watchers and the build cache stay quiet; `[file]` if it did. */
function writeIfChanged(file: string, content: string): [string] | [] {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return []
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  return [file]
}
