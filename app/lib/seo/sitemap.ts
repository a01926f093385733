import { CONTENT_UPDATED } from '~/content/seo'
import { ADMIN_PATH, pagePaths, SITEMAP_PATH } from '~/content/route-paths'

import { canonicalUrl } from './meta'

// The sitemap and robots.txt, built from the route list: a page added to pagePaths is listed
// without touching this file. The not-found page and the brochure PDFs are not in pagePaths.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

/** A sitemaps.org urlset with one `<url>` per path: absolute `loc` on the site host and `lastmod`. */
export function renderSitemap(paths: readonly string[] = pagePaths, lastmod: string = CONTENT_UPDATED): string {
  const urls = paths.map((path) => `  <url>\n    <loc>${escapeXml(canonicalUrl(path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Everything may be crawled but the content editor (ADMIN_PATH, server/headers.mjs: it also sends
 * X-Robots-Tag: noindex); the sitemap says what there is.
 */
export function renderRobots(): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${ADMIN_PATH}`, '', `Sitemap: ${canonicalUrl(SITEMAP_PATH)}`, ''].join('\n')
}
