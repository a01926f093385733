// What the generator needs to know about one collection of content files. Each collection is one
// module under collections/, listed once in collections/index.ts.
import type { z } from 'zod'

import type { ContentEntry, FailedEntry } from './read-content'

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** The folder under content/<locale>/, and the name of the generated JSON file. */
  name: string
  /**
   * One file, content/<locale>/<name>.yaml, rather than a folder of them: settings and other
   * content there is exactly one of. Its one entry's slug is the name; by default the generated
   * JSON is the file's data.
   */
  singleFile?: boolean
  schema: S
  /**
   * Checks no single file can make: counts, uniqueness, references to other collections. Gets
   * every collection's entries by name, and whether every file of this one was read.
   */
  // Method syntax on purpose: it lets collections of different schemas share one list (index.ts).
  check?(entries: readonly ContentEntry<z.output<S>>[], context: CheckContext): string[]
  /** What the site imports: by default the entries with their slug, in file-name order. */
  output?(entries: readonly ContentEntry<z.output<S>>[], context: OutputContext): unknown
  /**
   * More generated files, by name (`brand` writes brand.json): small parts of a collection the
   * browser's code needs on every page. The bundler cannot split one JSON module between chunks,
   * so importing a part of the main file would ship all of it wherever two pages share it.
   */
  extraFiles?(entries: readonly ContentEntry<z.output<S>>[], context: OutputContext): Record<string, unknown>
}

export type OutputContext = {
  /** The project the content belongs to: image files are read from its public/ folder. */
  projectDir: string
  /** The day the build counts as today, YYYY-MM-DD (build-date.ts): which roles are still open. */
  today: string
  /**
   * Another collection's entries as read and validated (its own schema's shape), for checks that
   * need more than slugs, such as paths no two collections may share.
   */
  entriesOf: (collection: string) => readonly ContentEntry<unknown>[]
}

export type CheckContext = OutputContext & {
  allFilesRead: boolean
  /** The slugs of another collection's valid entries. To check a reference to one, use `refer`. */
  slugsOf: (collection: string) => readonly string[]
  /**
   * Another collection's files that failed their own checks, with their data as far as it could be
   * read: what depends on them is not reported again (their own problems are).
   */
  failedOf: (collection: string) => readonly FailedEntry[]
  /**
   * Notes that `where` (`file: field.path`) names the entry `slug` of `collection`. A name no file
   * has is reported once, at its first use, with the closest name as a hint (references.ts).
   */
  refer: (where: string, collection: string, slug: string) => void
  /** The edition's content folder, content/<locale>: what a problem of a whole collection names. */
  contentDir: string
}

/**
 * Checks a collection's check and output functions against its schema's type, then lets it join
 * the list in collections/index.ts, whose members each have a schema of their own.
 */
export function defineCollection<S extends z.ZodType>(collection: Collection<S>): Collection {
  return collection as Collection
}
