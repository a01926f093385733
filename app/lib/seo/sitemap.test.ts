import { describe, expect, it } from 'vitest'

import { NOT_FOUND_PATH, pagePaths } from '~/content/route-paths'
import { CONTENT_UPDATED } from '~/content/seo'
import { site } from '~/content/site'

import { renderRobots, renderSitemap } from './sitemap'

describe('sitemap.xml', () => {
  it('lists every page, and only pages, with absolute URLs and the content date', () => {
    const xml = renderSitemap()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(pagePaths.map((path) => (path === '/' ? `${site.url}/` : `${site.url}${path}`)))
    expect(locs).not.toContain(`${site.url}${NOT_FOUND_PATH}`)
    expect([...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1])).toEqual(pagePaths.map(() => CONTENT_UPDATED))
    expect(CONTENT_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/)
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
