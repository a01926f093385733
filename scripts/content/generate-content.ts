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
import { DEFAULT_LOCALE, LOCALES } from '../../app/content/editions.mjs'
import { jobPath } from '../../app/content/careers-paths'
import { storyPath } from '../../app/content/story-path'

/** The collection whose one file holds the company-wide figures every other file may name. */
const SETTINGS = 'settings'

/** The generated file of the sizes of the images content names, from every collection. */
const IMAGE_SIZES = 'image-sizes'

/** The default edition's content, and where its data is generated (what the app imports). */
export const CONTENT_DIR = contentDirOf(DEFAULT_LOCALE)
export const GENERATED_DIR = generatedDirOf(DEFAULT_LOCALE)

/** An edition's content folder: content/<locale>. */
export function contentDirOf(locale: string): string {
  return `content/${locale}`
}

/**
 * Where an edition's data is generated. The default edition's is the folder the app imports from;
 * another edition's is a sibling, which its build reads instead (content-plugin.ts, SITE_LOCALE).
 */
export function generatedDirOf(locale: string): string {
  return join('app', 'generated', locale === DEFAULT_LOCALE ? 'content' : `content-${locale}`)
}

/**
 * The collections whose entries are pages, with each entry's path: an edition may leave one
 * untranslated (not published).
 */
const PAGE_PATHS: Record<string, (entry: ContentEntry<unknown>) => string> = {
  services: (entry) => (entry.data as { path: string }).path,
  pages: (entry) => (entry.data as { path: string }).path,
  stories: (entry) => storyPath(entry.slug),
  jobs: (entry) => jobPath(entry.slug),
}

/** A page an edition has no file of its own for. */
export type UntranslatedPage = { path: string; file: string }

/**
 * The generated file that lists, per edition, the files it leaves untranslated: beside the editions'
 * folders, so every edition's build reads the same one.
 */
export const EDITIONS_FILE = join('app', 'generated', 'editions.json')

export type { ServiceRecord } from './collections/services'

/**
 * Reads, checks and writes every collection of every edition (`locales`: tests of one edition's
 * rules may ask for fewer); throws a ContentError listing every problem. Returns
 * the generated files it rewrote (unchanged ones are left alone), for the dev server's reload.
 * `today` decides which roles are open (build-date.ts; tests pass their own day).
 */
export function generateContent(
  projectDir: string,
  { today = buildDate(), locales = LOCALES }: { today?: string; locales?: readonly string[] } = {},
): string[] {
  const written: string[] = []
  const problems: string[] = []
  const untranslated: Record<string, UntranslatedPage[]> = {}
  for (const locale of locales) {
    try {
      const edition = generateEdition(projectDir, locale, today)
      written.push(...edition.written)
      untranslated[locale] = edition.untranslated
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.problems)
    }
  }
  if (problems.length) throw new ContentError(problems)
  const editions = Object.fromEntries(locales.map((locale) => [locale, { untranslated: untranslated[locale] }]))
  written.push(...writeIfChanged(join(projectDir, EDITIONS_FILE), `${JSON.stringify(editions, null, 1)}\n`))
  return written
}

/**
 * One edition: its files read and checked, and its data written to generatedDirOf(locale). In an
 * edition other than the default, a page (service, story, info page, role) with no file of its own
 * is untranslated: the default edition's entry stands in for it, so everything that names it still
 * works, and the build leaves its page out of the edition and reports it (`untranslated`, files).
 */
function generateEdition(projectDir: string, locale: string, today: string): { written: string[]; untranslated: UntranslatedPage[] } {
  const written: string[] = []
  const contentDir = contentDirOf(locale)
  const generatedDir = generatedDirOf(locale)
  const untranslated: UntranslatedPage[] = []
  const readOne = (collection: (typeof collections)[number], prepare?: Prepare) => {
    const result = (collection.singleFile ? readSingleFile : readCollection)(projectDir, `${contentDir}/${collection.name}`, collection.schema, prepare)
    const pathOf = PAGE_PATHS[collection.name]
    if (locale === DEFAULT_LOCALE || !pathOf) return { collection, ...result }
    const own = new Set([...result.entries, ...result.failed].map((entry) => entry.slug))
    const standIns = readCollection(projectDir, `${contentDirOf(DEFAULT_LOCALE)}/${collection.name}`, collection.schema, prepare).entries.filter(
      (entry) => !own.has(entry.slug),
    )
    untranslated.push(...standIns.map((entry) => ({ path: pathOf(entry), file: `${contentDir}/${collection.name}/${entry.file.split('/').pop()}` })))
    return { collection, ...result, entries: [...result.entries, ...standIns].sort((a, b) => a.slug.localeCompare(b.slug)) }
  }
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
  const references = referenceChecker(contentDir, (name) => ({ slugs: slugsOf(name), failed: failedOf(name) }))
  const context = { slugsOf, entriesOf, failedOf, refer: references.refer, projectDir, today, contentDir }

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
      written.push(...writeIfChanged(join(projectDir, generatedDir, `${name}.json`), `${JSON.stringify(data, null, 1)}\n`))
    }
  }
  // Every collection's images with their sizes, for the width and height of their <img> (app/content/image-sizes.ts).
  written.push(...writeIfChanged(join(projectDir, generatedDir, `${IMAGE_SIZES}.json`), `${JSON.stringify(imageSizes(checkedFiles, projectDir), null, 1)}\n`))
  return { written, untranslated }
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
