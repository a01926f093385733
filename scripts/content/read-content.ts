// Reads one collection of content files (content/<locale>/<collection>/*.yaml or *.md) and checks
// each against its schema. A Markdown file is YAML front matter between `---` lines, then prose:
// the prose becomes the field `body`, one string per paragraph (paragraphs are separated by blank
// lines). Plain Node: the Vite plugin (content-plugin.ts) and tests both use it.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

import { parse } from 'yaml'
import type { z } from 'zod'

import { describeIssues } from './content-error'

export type ContentEntry<T> = {
  /** The file name without extension: the entry's slug. */
  slug: string
  /** The file, relative to the project (what messages name). */
  file: string
  data: T
}

export type CollectionResult<T> = { entries: ContentEntry<T>[]; problems: string[] }

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
  const problems: string[] = []
  // A collection nobody has added to yet (team members, badges) may have no folder: git keeps none.
  if (!existsSync(join(projectDir, dir))) return { entries, problems }
  const names = readdirSync(join(projectDir, dir)).filter((name) => !name.startsWith('.')).sort()
  for (const name of names) {
    const file = relative(projectDir, join(projectDir, dir, name)).split('\\').join('/')
    const extension = CONTENT_EXTENSIONS.find((ending) => name.endsWith(ending))
    if (!extension) {
      problems.push(`${file}: not a content file; files in ${dir} end in ${CONTENT_EXTENSIONS.join(' or ')}`)
      continue
    }
    const result = readContentFile(projectDir, file, schema, prepare)
    if (result.problems.length) problems.push(...result.problems)
    else entries.push({ slug: name.slice(0, -extension.length), file, data: result.data as z.output<S> })
  }
  return { entries, problems }
}

/** A collection that is one file, `<dir>.yaml`: one entry whose slug is the file's name. */
export function readSingleFile<S extends z.ZodType>(
  projectDir: string,
  dir: string,
  schema: S,
  prepare?: Prepare,
): CollectionResult<z.output<S>> {
  const file = `${dir}.yaml`
  if (!existsSync(join(projectDir, file))) return { entries: [], problems: [`${file}: missing`] }
  const result = readContentFile(projectDir, file, schema, prepare)
  if (result.problems.length) return { entries: [], problems: result.problems }
  return { entries: [{ slug: basename(dir), file, data: result.data as z.output<S> }], problems: [] }
}

const CONTENT_EXTENSIONS = ['.yaml', '.md']
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** One YAML or Markdown file, parsed and validated. */
export function readContentFile(
  projectDir: string,
  file: string,
  schema: z.ZodType,
  prepare?: Prepare,
): { data?: unknown; problems: string[] } {
  const text = readFileSync(join(projectDir, file), 'utf8')
  let raw: unknown
  try {
    if (file.endsWith('.md')) {
      const parts = FRONT_MATTER.exec(text)
      if (!parts) return { problems: [`${file}: must start with front matter between two --- lines`] }
      raw = { ...parse(parts[1]!, { prettyErrors: true, uniqueKeys: true }), body: paragraphsOf(parts[2]!) }
    } else {
      raw = parse(text, { prettyErrors: true, uniqueKeys: true })
    }
  } catch (error) {
    return { problems: [`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`] }
  }
  const prepared = prepare ? prepare(raw ?? {}, file) : { raw: raw ?? {}, problems: [] }
  // reportInput: the messages tell a missing field from a wrong value (content-error.ts).
  const result = schema.safeParse(prepared.raw, { reportInput: true })
  const problems = [...prepared.problems, ...(result.success ? [] : describeIssues(file, result.error.issues))]
  return problems.length ? { problems } : { data: result.data, problems }
}

/** Markdown prose as paragraphs: blocks separated by blank lines, each joined into one line. */
export function paragraphsOf(markdown: string): string[] {
  return markdown
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/).map((line) => line.trim()).join(' ').trim())
    .filter(Boolean)
}
