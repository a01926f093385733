import { CONTENT_UPDATED } from '~/content/seo'
import { ADMIN_PATH, pagePaths, SITEMAP_PATH } from '~/content/route-paths'

import { alternatesOf } from '~/content/edition-pages'

import { absoluteUrl, canonicalUrl } from './meta'

// The sitemap and robots.txt, built from the route list: a page added to pagePaths is listed
// without touching this file. The not-found page and the brochure PDFs are not in pagePaths.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

/**
 * A sitemaps.org urlset with one `<url>` per page of every edition: absolute `loc` on the site host,
 * `lastmod`, and for a page more than one edition publishes, each edition's address as an
 * `xhtml:link` alternate, the default edition's also as x-default (as the pages' hreflang tags).
 */
export function renderSitemap(paths: readonly string[] = pagePaths, lastmod: string = CONTENT_UPDATED): string {
  const urls = paths.flatMap((path) => {
    const alternates = alternatesOf(path)
    const links =
      alternates.length > 1
        ? [...alternates.map(({ language, path: href }) => alternateLink(language, href)), alternateLink('x-default', alternates[0]!.path)]
        : []
    return alternates.map(({ path: href }) =>
      [`  <url>`, `    <loc>${escapeXml(absoluteUrl(href))}</loc>`, `    <lastmod>${lastmod}</lastmod>`, ...links, `  </url>`].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function alternateLink(hreflang: string, path: string) {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path))}"/>`
}

/**
 * Everything may be crawled but the content editor (ADMIN_PATH, server/headers.mjs: it also sends
 * X-Robots-Tag: noindex); the sitemap says what there is.
 */
export function renderRobots(): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${ADMIN_PATH}`, '', `Sitemap: ${canonicalUrl(SITEMAP_PATH)}`, ''].join('\n')
}
