// The edition this build makes (app/content/editions.mjs), declared once. `<html lang>` (root.tsx),
// the og:locale tag (meta.ts), JSON-LD's inLanguage (json-ld.ts) and dates and numbers shown on
// pages all follow SITE_LANGUAGE. The content plugin defines import.meta.env.SITE_LOCALE for each
// build (SITE_LOCALE=nl builds the Dutch edition); Node scripts that import this file without Vite
// read the environment. The language tag names a region because Open Graph wants one (en_US).
import { DEFAULT_LOCALE, EDITIONS, editionOf, localeOfPath, pagePathIn } from './editions.mjs'

/** The locale of the edition being built: 'en' or 'nl'. */
export const SITE_LOCALE: string = editionOf(import.meta.env?.SITE_LOCALE ?? (typeof process === 'object' ? process.env.SITE_LOCALE : undefined) ?? DEFAULT_LOCALE).locale

/** The edition's language tag: en-US, nl-NL. */
export const SITE_LANGUAGE: string = editionOf(SITE_LOCALE).language

/** Where the edition's pages live: '' for the default edition, '/nl' for Dutch. */
export const EDITION_PREFIX: string = editionOf(SITE_LOCALE).prefix

/** Whether this build is the default edition (English, at the site's root). */
export const IS_DEFAULT_EDITION = SITE_LOCALE === DEFAULT_LOCALE

export { EDITIONS }

/** Open Graph's spelling of a language tag: `en-US` becomes `en_US`. */
export function openGraphLocale(languageTag: string): string {
  return languageTag.replace('-', '_')
}

/**
 * A page's path as this edition serves it: `/about` is `/nl/about` in Dutch, the home `/nl`, `/#faq`
 * `/nl#faq`. For links the router does not make (markup rendered at prerender, the shell, head tags).
 */
export function localPath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? []
  return `${pagePathIn(SITE_LOCALE, pathname)}${rest}`
}

/** The page path of a URL path this edition serves: `/nl/about` is `/about`. What loaders look pages up by. */
export function pagePathOf(pathname: string): string {
  const { locale, path } = localeOfPath(pathname)
  return locale === SITE_LOCALE ? path : pathname
}
