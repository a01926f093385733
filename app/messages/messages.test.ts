import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { DEFAULT_LOCALE, LOCALES } from '~/content/editions.mjs'

// The interface text each edition types (README: "Editions"): app/messages/<locale>/<area>.ts per
// language, and app/messages/edition/<area>.ts, which components import, re-exporting the default
// locale; the build of another edition swaps each edition file for that locale's. The type checker
// holds every locale's keys to English; these hold what it cannot: the same files and exports in
// every locale folder, arrays of the same length, and edition files that are nothing but the swap point.

const here = fileURLToPath(new URL('.', import.meta.url))
const EDITION = 'edition'

const modules = import.meta.glob<Record<string, unknown>>('./*/*.ts', { eager: true })

const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const locales = folders.filter((folder) => folder !== EDITION).sort()
const areasOf = (folder: string) =>
  readdirSync(`${here}${folder}`)
    .filter((file) => file.endsWith('.ts'))
    .sort()
const moduleOf = (folder: string, file: string) => modules[`./${folder}/${file}`]!

/** A value's shape: the keys of an object, deeply; an array's items; a function as a function; any other value as its type. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function'
  if (Array.isArray(value)) return value.map(shape)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    )
  }
  return typeof value
}

/** Every string a message holds, with where it is, functions left out. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
  }
  return []
}

describe('interface text', () => {
  it('has a messages folder for every edition of the site, and the edition folder', () => {
    expect(locales).toEqual([...LOCALES].sort())
    expect(folders).toContain(EDITION)
  })

  it.each(locales)('has the same files in %s as in the default locale', (locale) => {
    expect(areasOf(locale)).toEqual(areasOf(DEFAULT_LOCALE))
  })

  describe.each(areasOf(DEFAULT_LOCALE))('%s', (file) => {
    const english = moduleOf(DEFAULT_LOCALE, file)

    it.each(locales)('exports the same names in %s, with the same keys, deeply', (locale) => {
      const translated = moduleOf(locale, file)
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const name of Object.keys(english)) expect(shape(translated[name]), `${locale}/${file}: ${name}`).toEqual(shape(english[name]))
    })

    it.each(locales)('leaves no text empty in %s', (locale) => {
      const empty = strings(moduleOf(locale, file), `${locale}/${file}`).filter(([, text]) => text.trim() === '')
      expect(empty.map(([path]) => path)).toEqual([])
    })

    it('is re-exported from the default locale by its edition file', () => {
      const source = readFileSync(`${here}${EDITION}/${file}`, 'utf8')
      expect(source.trim()).toBe(`export * from '../${DEFAULT_LOCALE}/${file.replace(/\.ts$/, '')}'`)
      const edition = moduleOf(EDITION, file)
      expect(Object.keys(edition).sort()).toEqual(Object.keys(english).sort())
      for (const name of Object.keys(english)) expect(edition[name]).toBe(english[name])
    })
  })

  it('has no edition file without a default-locale file', () => {
    expect(areasOf(EDITION)).toEqual(areasOf(DEFAULT_LOCALE))
  })
})
