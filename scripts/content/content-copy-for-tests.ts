// For collection tests: a temporary copy of the real content (and of public/, whose files content
// names) to break one file of, and the generator's problems on that copy. Each test file calls
// useContentCopy() once.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterEach, beforeEach } from 'vitest'
import { parseDocument } from 'yaml'

import { DEFAULT_LOCALE, LOCALES } from '../../app/content/editions.mjs'
import { GENERATED_DIR, generateContent } from './generate-content'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..')

/**
 * `editions`: which editions the generator reads. The collection tests break English files and need
 * only the default edition (half the time of both); the editions' own tests ask for all.
 */
export function useContentCopy({ editions = 'default' }: { editions?: 'default' | 'all' } = {}) {
  const locales = editions === 'all' ? LOCALES : [DEFAULT_LOCALE]
  let project = ''
  beforeEach(() => {
    project = mkdtempSync(join(tmpdir(), 'content-'))
    cpSync(join(PROJECT_DIR, 'content'), join(project, 'content'), { recursive: true })
    cpSync(join(PROJECT_DIR, 'public'), join(project, 'public'), { recursive: true })
  })
  afterEach(() => rmSync(project, { recursive: true, force: true }))

  return {
    /** The copy's folder. */
    dir: () => project,
    /** Edits one content file of the copy as a YAML document, keeping the rest of it as written. */
    edit(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
      const document = parseDocument(readFileSync(join(project, file), 'utf8'))
      change(document)
      writeFileSync(join(project, file), document.toString())
    },
    /** The generator's message for the copy, or '' when the content is sound. */
    problems() {
      try {
        generateContent(project, { locales })
      } catch (error) {
        return (error as Error).message
      }
      return ''
    },
    /** A generated JSON file of the copy, after generating. */
    generated(name: string): unknown {
      generateContent(project, { locales })
      return JSON.parse(readFileSync(join(project, GENERATED_DIR, `${name}.json`), 'utf8'))
    },
  }
}
