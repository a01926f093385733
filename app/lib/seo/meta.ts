import type { MetaDescriptor } from 'react-router'

import { alternatesOf } from '~/content/edition-pages'
import { SITE_LANGUAGE, SITE_LOCALE, localPath, openGraphLocale } from '~/content/locale'
import { SOCIAL_IMAGE, socialImagePath } from '~/content/seo'
import { site } from '~/content/site'

import type { JsonLd } from './json-ld'

export type PageMeta = {
  /** The page's own name; the company name is prefixed. Omit on the home page. */
  title?: string
  description: string
  path: string
  noIndex?: boolean
  /** Open Graph type: `article` for success stories, `website` (the default) elsewhere. */
  type?: 'website' | 'article'
  /** Root-relative path of the social image; defaults to the page's own card (see seo.ts). */
  image?: `/${string}`
  /** Structured data blocks, rendered as `<script type="application/ld+json">` in the head. */
  jsonLd?: readonly JsonLd[]
}

export function pageTitle(title?: string) {
  return title ? `${site.name} | ${title}` : `${site.name} | ${site.tagline}`
}

/** The address of a page or of a file a route of this edition writes (social cards, brochures): under the edition's prefix. */
export function canonicalUrl(path: string) {
  return absoluteUrl(localPath(path))
}

/** The address of a path as it is, for files every edition shares (the logo) and the site's own ids. */
export function absoluteUrl(path: string) {
  return new URL(path, `${site.url}/`).href
}

/**
 * hreflang links to the page in every edition that publishes it, this one included, and x-default
 * (the default edition's): none for a page only one edition has.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  const alternates = alternatesOf(path)
  if (alternates.length < 2) return []
  return [
    ...alternates.map(({ language, path: href }) => ({ tagName: 'link', rel: 'alternate', hrefLang: language, href: absoluteUrl(href) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(alternates[0]!.path) },
  ]
}

/** One place builds every page's head tags, so no route forgets the site defaults. */
export function buildMeta({
  title,
  description,
  path,
  noIndex = false,
  type = 'website',
  image = socialImagePath(path),
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const fullTitle = pageTitle(title)
  const url = canonicalUrl(path)
  const imageUrl = canonicalUrl(image)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(path),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    // The same language as <html lang>: both read SITE_LANGUAGE.
    { property: 'og:locale', content: openGraphLocale(SITE_LANGUAGE) },
    ...alternatesOf(path)
      .filter((alternate) => alternate.locale !== SITE_LOCALE)
      .map((alternate) => ({ property: 'og:locale:alternate', content: openGraphLocale(alternate.language) })),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: SOCIAL_IMAGE.type },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: fullTitle },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: fullTitle },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...jsonLd.map((block) => ({ 'script:ld+json': block })),
  ]
}
