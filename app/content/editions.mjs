// The site's editions (the list: edition-list.mjs), one per language, each built from its own folder
// content/<locale>/ with its own interface text (app/messages/<locale>/). English is the default
// edition at the site's root; every other edition lives under its prefix with the same slugs
// (/nl/machine-learning). Plain JavaScript: the servers, the build scripts and the app all read it.

import { DEFAULT_LOCALE, EDITIONS } from './edition-list.mjs'

export { DEFAULT_LOCALE, EDITIONS }

/** @type {readonly string[]} */
export const LOCALES = EDITIONS.map((edition) => edition.locale)

/** The edition of a locale; throws on one the site does not have. */
export function editionOf(locale) {
  const edition = EDITIONS.find((candidate) => candidate.locale === locale)
  if (!edition) throw new Error(`SITE_LOCALE=${locale}: no such edition; the editions are ${LOCALES.join(', ')} (app/content/edition-list.mjs)`)
  return edition
}

/** The locale a build makes: SITE_LOCALE, else the default edition. */
export function localeFromEnvironment(environment = globalThis.process?.env ?? {}) {
  return editionOf(environment.SITE_LOCALE || DEFAULT_LOCALE).locale
}

/** A page's path in an edition: `/about` in nl is `/nl/about`, the home `/nl`. */
export function pagePathIn(locale, path) {
  const { prefix } = editionOf(locale)
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The edition a URL path belongs to, and the path within it: `/nl/about` is nl's `/about`. */
export function localeOfPath(path) {
  for (const edition of EDITIONS) {
    if (!edition.prefix) continue
    if (path === edition.prefix || path.startsWith(`${edition.prefix}/`)) return { locale: edition.locale, path: path.slice(edition.prefix.length) || '/' }
  }
  return { locale: DEFAULT_LOCALE, path }
}
