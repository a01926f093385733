// The site's editions, one per language (app/content/editions.mjs reads them; README: "Editions").
// Adding a language is an entry here, a content folder and a messages folder. A file of its own, so
// a test can put a third edition in its place (scripts/content/third-edition.test.ts).

/** @typedef {{ locale: string, language: string, name: string, prefix: string }} Edition */

/** @type {readonly Edition[]} */
export const EDITIONS = [
  { locale: 'en', language: 'en-US', name: 'English', prefix: '' },
  { locale: 'nl', language: 'nl-NL', name: 'Nederlands', prefix: '/nl' },
]

/** The edition at the site's root. */
export const DEFAULT_LOCALE = 'en'
