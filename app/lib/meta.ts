import type { MetaDescriptor } from 'react-router'

import { site } from '~/content/site'

export type PageMeta = {
  /** The page's own name; the company name is prefixed. Omit on the home page. */
  title?: string
  description: string
  path: string
  noIndex?: boolean
}

export function pageTitle(title?: string) {
  return title ? `${site.name} | ${title}` : `${site.name} | ${site.tagline}`
}

export function canonicalUrl(path: string) {
  return new URL(path, `${site.url}/`).href
}

/** One place builds every page's head tags, so no route forgets the site defaults. */
export function buildMeta({ title, description, path, noIndex = false }: PageMeta): MetaDescriptor[] {
  const fullTitle = pageTitle(title)
  const url = canonicalUrl(path)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
