import { describe, expect, it } from 'vitest'

import { NOT_FOUND_PATH, pagePaths } from '~/content/route-paths'
import { CONTENT_UPDATED } from '~/content/seo'
import { site } from '~/content/site'

import { renderRobots, renderSitemap } from './sitemap'

describe('sitemap.xml', () => {
  it('lists every page of both editions, and only pages, with absolute URLs and the content date', () => {
    const xml = renderSitemap()
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    const url = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`)
    expect(locs).toEqual(pagePaths.flatMap((path) => [url(path), `${site.url}${path === '/' ? '/nl' : `/nl${path}`}`]))
    expect(locs).not.toContain(`${site.url}${NOT_FOUND_PATH}`)
    expect([...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])).toEqual(locs.map(() => CONTENT_UPDATED))
    expect(CONTENT_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('pairs each page with its other edition: xhtml:link alternates for en-US, nl-NL and x-default', () => {
    const xml = renderSitemap(['/about'], '2026-01-01')
    const entries = xml.split('<url>').slice(1)
    expect(entries).toHaveLength(2)
    for (const entry of entries) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${site.url}/about"/>`)
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="nl-NL" href="${site.url}/nl/about"/>`)
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site.url}/about"/>`)
    }
  })

  it('escapes URLs for XML', () => {
    expect(renderSitemap(['/a&b'], '2026-01-01')).toContain(`<loc>${site.url}/a&amp;b</loc>`)
  })
})

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(renderRobots()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${site.url}/sitemap.xml\n`)
  })
})
