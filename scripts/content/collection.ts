// What the generator needs to know about one collection of content files. Each collection is one
// module under collections/, listed once in collections/index.ts.
import type { z } from 'zod'

import type { ContentEntry } from './read-content'

export type Collection<S extends z.ZodType = z.ZodType> = {
  /** The folder under content/<locale>/, and the name of the generated JSON file. */
  name: string
  schema: S
  // Written as methods, not function-typed properties: TypeScript then lets a list of collections
  // with different schemas be one `Collection[]` (collections/index.ts).
  /**
   * Checks no single file can make: counts, uniqueness, references to other collections. Gets
   * every collection's entries by name, and whether every file of this one was read.
   */
  check?(entries: readonly ContentEntry<z.output<S>>[], context: CheckContext): string[]
  /** What the site imports: by default the entries with their slug, in file-name order. */
  output?(entries: readonly ContentEntry<z.output<S>>[]): unknown
}

export type CheckContext = {
  allFilesRead: boolean
  /** The slugs of another collection's entries, for cross-references. */
  slugsOf: (collection: string) => readonly string[]
  /**
   * Another collection's entries as read and validated (its own schema's shape), for checks that
   * need more than slugs, such as paths no two collections may share.
   */
  entriesOf: (collection: string) => readonly ContentEntry<unknown>[]
}

/**
 * Checks a collection's check and output functions against its schema's type, then lets it join
 * the list in collections/index.ts, whose members each have a schema of their own.
 */
export function defineCollection<S extends z.ZodType>(collection: Collection<S>): Collection {
  return collection as Collection
}
