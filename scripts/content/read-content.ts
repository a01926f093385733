// Reads one collection of content files (content/<locale>/<collection>/*.yaml or *.md) and checks
// each against its schema. A Markdown file is YAML front matter between `---` lines, then prose:
// the prose becomes the field `body`, one string per Markdown block (a paragraph or a list; blocks
// are separated by blank lines). Plain Node: the Vite plugin (content-plugin.ts) and tests both use it.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

import { parse } from 'yaml'
import type { z } from 'zod'

import { markdownBlocks } from '../../app/lib/text/markdown'
import { describeIssues } from './content-error'
import { yamlProblem } from './yaml-problem'

export type ContentEntry<T> = {
  /** The file name without extension: the entry's slug. */
  slug: string
  /** The file, relative to the project (what messages name). */
  file: string
  data: T
}

/**
 * A file that failed its schema (its problems are reported): the data as far as it could be read,
 * none when it is not valid YAML. Checks of other files use it to skip what depends on the file.
 */
export type FailedEntry = { slug: string; file: string; raw?: unknown }

export type CollectionResult<T> = { entries: ContentEntry<T>[]; failed: FailedEntry[]; problems: string[] }

/**
 * Every `.yaml` file of `dir`, parsed and validated. Problems are collected, not thrown, so one
 * build reports every broken file at once.
 */
/**
 * Work done on a file's parsed data before its schema checks it (company-figure placeholders,
 * figure-placeholders.ts); returns the data to check and any problems found.
 */
export type Prepare = (raw: unknown, file: string) => { raw: unknown; problems: string[] }

export function readCollection<S extends z.ZodType>(
  projectDir: string,
  dir: string,
  schema: S,
  prepare?: Prepare,
): CollectionResult<z.output<S>> {
  const entries: ContentEntry<z.output<S>>[] = []
  const failed: FailedEntry[] = []
  const problems: string[] = []
  // A collection nobody has added to yet (team members, badges) may have no folder: git keeps none.
  if (!existsSync(join(projectDir, dir))) return { entries, failed, problems }
  // Hidden files, and Chrome's `.crswap` file while the editor's save is being written, are not entries.
  const names = readdirSync(join(projectDir, dir))
    .filter((name) => !name.startsWith('.') && !name.endsWith('.crswap'))
    .sort()
  for (const name of names) {
    const file = relative(projectDir, join(projectDir, dir, name)).split('\\').join('/')
    const extension = CONTENT_EXTENSIONS.find((ending) => name.endsWith(ending))
    if (!extension) {
      problems.push(`${file}: not a content file; files in ${dir} end in ${CONTENT_EXTENSIONS.join(' or ')}`)
      continue
    }
    const slug = name.slice(0, -extension.length)
    const result = readContentFile(projectDir, file, schema, prepare)
    if (result.problems.length) {
      problems.push(...result.problems)
      failed.push({ slug, file, raw: result.raw })
    } else entries.push({ slug, file, data: result.data as z.output<S> })
  }
  return { entries, failed, problems }
}

/** A collection that is one file, `<dir>.yaml`: one entry whose slug is the file's name. */
export function readSingleFile<S extends z.ZodType>(
  projectDir: string,
  dir: string,
  schema: S,
  prepare?: Prepare,
): CollectionResult<z.output<S>> {
  const file = `${dir}.yaml`
  if (!existsSync(join(projectDir, file))) return { entries: [], failed: [], problems: [`${file}: missing`] }
  const result = readContentFile(projectDir, file, schema, prepare)
  if (result.problems.length) return { entries: [], failed: [{ slug: basename(dir), file, raw: result.raw }], problems: result.problems }
  return { entries: [{ slug: basename(dir), file, data: result.data as z.output<S> }], failed: [], problems: [] }
}

const CONTENT_EXTENSIONS = ['.yaml', '.md']
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/**
 * One YAML or Markdown file, parsed and validated: its data, or its problems and the data as far as
 * it could be read (`raw`, none when the YAML is not valid).
 */
/**
 * The data of a YAML text, parsed once per text: generation reads every file each time one changes
 * (a save in the editor, a test that breaks one file of a copy), and parsing was most of its time.
 * Nothing changes what it returns: the figure placeholders and the schemas make new objects.
 */
function parsedYaml(yaml: string): unknown {
  let data = parsedByText.get(yaml)
  if (data === undefined) {
    data = parse(yaml, { prettyErrors: false, uniqueKeys: true }) ?? {}
    if (parsedByText.size >= PARSED_TEXTS_KEPT) parsedByText.clear()
    parsedByText.set(yaml, data)
  }
  return data
}
const parsedByText = new Map<string, unknown>()
/** A few times the files there are, so a long session's older versions are let go. */
const PARSED_TEXTS_KEPT = 1000

export function readContentFile(
  projectDir: string,
  file: string,
  schema: z.ZodType,
  prepare?: Prepare,
): { data?: unknown; raw?: unknown; problems: string[] } {
  const text = readFileSync(join(projectDir, file), 'utf8')
  const markdown = file.endsWith('.md') ? FRONT_MATTER.exec(text) : undefined
  if (markdown === null) return { problems: [`${file}: must start with front matter between two --- lines`] }
  const yaml = markdown ? markdown[1]! : text
  let raw: unknown
  try {
    raw = parsedYaml(yaml)
  } catch (error) {
    // A Markdown file's front matter starts on its second line, after the opening ---.
    return { problems: [yamlProblem(file, yaml, error, markdown ? 2 : 1)] }
  }
  if (markdown) raw = { ...(raw as object), body: paragraphsOf(markdown[2]!) }
  const prepared = prepare ? prepare(raw, file) : { raw, problems: [] }
  // reportInput: the messages tell a missing field from a wrong value (content-error.ts).
  const result = schema.safeParse(prepared.raw, { reportInput: true })
  const problems = [...prepared.problems, ...(result.success ? [] : describeIssues(file, result.error.issues))]
  return problems.length ? { raw, problems } : { data: result.data, problems }
}

/**
 * Markdown prose as its blocks (app/lib/text/markdown.ts): each paragraph joined into one line, each
 * list kept as written, so the page can render its Markdown (bold, links, lists).
 */
export function paragraphsOf(markdown: string): string[] {
  return markdownBlocks(markdown)
}
