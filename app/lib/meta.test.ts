import { describe, expect, it } from 'vitest'

import { site } from '~/content/site'

import { buildMeta, canonicalUrl, pageTitle } from './meta'

describe('buildMeta', () => {
  it('prefixes the company name and builds the canonical URL on the site host', () => {
    expect(
      buildMeta({ title: 'Business Intelligence', description: 'Dashboards.', path: '/business-intelligence' }),
    ).toStrictEqual([
      { title: `${site.name} | Business Intelligence` },
      { name: 'description', content: 'Dashboards.' },
      { tagName: 'link', rel: 'canonical', href: `${site.url}/business-intelligence` },
      { property: 'og:title', content: `${site.name} | Business Intelligence` },
      { property: 'og:description', content: 'Dashboards.' },
      { property: 'og:url', content: `${site.url}/business-intelligence` },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
    ])
  })

  it('marks pages that must stay out of search results', () => {
    expect(buildMeta({ title: 'Not found', description: 'x', path: '/pagenotfound', noIndex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
  })

  it('uses the tagline on the home page and keeps the path letter case', () => {
    expect(pageTitle()).toBe(`${site.name} | ${site.tagline}`)
    expect(canonicalUrl('/')).toBe(`${site.url}/`)
    expect(canonicalUrl('/Enterprises')).toBe(`${site.url}/Enterprises`)
  })
})
