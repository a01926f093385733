// The language the site is written in, declared once. `<html lang>` (root.tsx), the og:locale tag
// (meta.ts), JSON-LD's inLanguage (json-ld.ts) and dates shown on pages all follow it, so a Dutch
// edition changes this one value ('nl-NL'). It names a region because Open Graph wants one (en_US),
// and the copy is American English. Dependency-free: the root layout, in every page's client code,
// imports it.
export const SITE_LANGUAGE = 'en-US'

/** Open Graph's spelling of a language tag: `en-US` becomes `en_US`. */
export function openGraphLocale(languageTag: string): string {
  return languageTag.replace('-', '_')
}
