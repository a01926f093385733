import { describe, expect, it } from 'vitest'

import { infoPages } from '~/content/info-pages'
import { SITE_LANGUAGE } from '~/content/locale'
import { services } from '~/content/services'
import { site } from '~/content/site'
import { stories } from '~/content/stories'
import { storyPageTitle } from '~/content/story-slugs'
import { successStoriesPage } from '~/content/success-stories-page'

import { buildMeta, canonicalUrl, pageTitle } from './meta'

describe('buildMeta', () => {
  it('prefixes the company name and builds the canonical URL on the site host', () => {
    expect(buildMeta({ title: 'Business Intelligence', description: 'Dashboards.', path: '/business-intelligence' })).toStrictEqual([
      { title: `${site.name} | Business Intelligence` },
      { name: 'description', content: 'Dashboards.' },
      { tagName: 'link', rel: 'canonical', href: `${site.url}/business-intelligence` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-US', href: `${site.url}/business-intelligence` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'nl-NL', href: `${site.url}/nl/business-intelligence` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${site.url}/business-intelligence` },
      { property: 'og:title', content: `${site.name} | Business Intelligence` },
      { property: 'og:description', content: 'Dashboards.' },
      { property: 'og:url', content: `${site.url}/business-intelligence` },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:locale:alternate', content: 'nl_NL' },
      { property: 'og:image', content: `${site.url}/social/business-intelligence.png` },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: `${site.name} | Business Intelligence` },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: `${site.name} | Business Intelligence` },
      { name: 'twitter:description', content: 'Dashboards.' },
      { name: 'twitter:image', content: `${site.url}/social/business-intelligence.png` },
      { name: 'twitter:image:alt', content: `${site.name} | Business Intelligence` },
    ])
  })

  it('gives each page its own social card, stories the article type, and appends JSON-LD blocks', () => {
    const story = buildMeta({
      title: 'A story',
      description: 'x',
      path: '/success-stories/a-story',
      type: 'article',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Article', headline: 'A story' }],
    })
    expect(story).toContainEqual({ property: 'og:type', content: 'article' })
    expect(story).toContainEqual({ property: 'og:image', content: `${site.url}/social/success-stories--a-story.png` })
    expect(story.at(-1)).toStrictEqual({
      'script:ld+json': { '@context': 'https://schema.org', '@type': 'Article', headline: 'A story' },
    })
    expect(buildMeta({ description: 'x', path: '/' })).toContainEqual({ name: 'twitter:image', content: `${site.url}/social/home.png` })
    expect(buildMeta({ description: 'x', path: '/Enterprises' })).toContainEqual({
      property: 'og:image',
      content: `${site.url}/social/enterprises.png`,
    })
  })

  it('gives every page one og:locale: the site language, as Open Graph spells it', () => {
    const locales = buildMeta({ description: 'x', path: '/' }).filter((tag) => 'property' in tag && tag.property === 'og:locale')
    expect(locales).toStrictEqual([{ property: 'og:locale', content: SITE_LANGUAGE.replace('-', '_') }])
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

  it('gives every page a unique title that fits a browser tab and a search result (70 characters)', () => {
    const titles = [
      pageTitle(),
      ...services.map((service) => pageTitle(service.name)),
      ...Object.values(infoPages).map((page) => pageTitle(page.title)),
      pageTitle(successStoriesPage.title),
      ...stories.map((story) => pageTitle(storyPageTitle(story))),
    ]
    for (const title of titles) expect(title.length, `"${title}" (content/en/stories/*.md: add a shorter seoTitle)`).toBeLessThanOrEqual(70)
    expect(new Set(titles).size).toBe(titles.length)
  })
})
