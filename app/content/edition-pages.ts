// Which edition publishes which page. Every edition has the default edition's pages except those it
// leaves untranslated (scripts/content/generate-content.ts lists them in app/generated/editions.json):
// the route table leaves them out, hreflang and the sitemap pair only pages both editions publish,
// and the language switch on a page the other edition lacks offers that edition's home instead.
import editionsFile from '../generated/editions.json' with { type: 'json' }
import { EDITIONS, pagePathIn } from './editions.mjs'

type EditionsFile = Record<string, { untranslated: readonly { path: string; file: string }[] }>

const untranslatedPaths = new Map(Object.entries(editionsFile as EditionsFile).map(([locale, { untranslated }]) => [locale, new Set(untranslated.map((page) => page.path))]))

/** Whether an edition publishes a page (by its path in the default edition). */
export function publishes(locale: string, path: string): boolean {
  return !untranslatedPaths.get(locale)?.has(path)
}

/** The pages an edition leaves untranslated, by path. */
export function untranslatedPathsOf(locale: string): ReadonlySet<string> {
  return untranslatedPaths.get(locale) ?? new Set()
}

/** The editions that publish a page, each with the page's path there: hreflang's alternates. */
export function alternatesOf(path: string): { locale: string; language: string; path: string }[] {
  return EDITIONS.filter((edition) => publishes(edition.locale, path)).map((edition) => ({ locale: edition.locale, language: edition.language, path: pagePathIn(edition.locale, path) }))
}

/**
 * Where the language switch of a page leads in each other edition: the same page, or that
 * edition's home when it does not publish the page or there is no page (`undefined`: not found).
 */
export function languageSwitches(
  locale: string,
  path: string | undefined,
): { locale: string; language: string; name: string; href: string; samePage: boolean }[] {
  return EDITIONS.filter((edition) => edition.locale !== locale).map((edition) => {
    const samePage = path !== undefined && publishes(edition.locale, path) && publishes(locale, path)
    return { locale: edition.locale, language: edition.language, name: edition.name, href: pagePathIn(edition.locale, samePage ? path! : '/'), samePage }
  })
}
