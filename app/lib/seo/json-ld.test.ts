import { describe, expect, it } from 'vitest'

import { getInfoPage, infoPages } from '~/content/info-pages'
import { offices } from '~/content/offices'
import { CONTENT_UPDATED } from '~/content/seo'
import { getServicePage } from '~/content/service-pages'
import { services } from '~/content/services'
import { site } from '~/content/site'
import { stories } from '~/content/stories'
import { storyPath } from '~/content/story-slugs'

import {
  ORGANIZATION_ID,
  articleJsonLd,
  breadcrumbsTo,
  faqPageJsonLd,
  type JsonLd,
  officesJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from './json-ld'

/** What the page would print: every block must survive JSON.stringify and parse back unchanged. */
function roundTrip(block: JsonLd) {
  const parsed = JSON.parse(JSON.stringify(block)) as Record<string, unknown>
  expect(parsed).toStrictEqual(block)
  expect(parsed['@context']).toBe('https://schema.org')
  return parsed
}

/** Every string value in a block, for checks that no field is empty or points off-site. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const absoluteOnSite = (url: string) => url.startsWith(`${site.url}/`)

describe('JSON-LD builders', () => {
  it('describe the company and the site on the home page', () => {
    const organization = roundTrip(organizationJsonLd())
    expect(organization).toMatchObject({ '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, legalName: site.legalName })
    expect(organization.sameAs).toEqual(site.social.map((network) => network.href))
    expect(absoluteOnSite(String(organization.logo))).toBe(true)
    expect(roundTrip(websiteJsonLd())).toMatchObject({ '@type': 'WebSite', url: `${site.url}/`, publisher: { '@id': ORGANIZATION_ID } })
  })

  it('builds a Service and an FAQPage from every service page', () => {
    for (const service of services) {
      const block = roundTrip(serviceJsonLd(service))
      expect(block).toMatchObject({ '@type': 'Service', name: service.name, url: `${site.url}${service.path}` })
      expect(block.provider).toMatchObject({ '@id': ORGANIZATION_ID })
      const { faqs } = getServicePage(service.slug)
      const faq = roundTrip(faqPageJsonLd(faqs))
      expect(faq['@type']).toBe('FAQPage')
      expect(faq.mainEntity).toHaveLength(faqs.length)
      for (const [index, question] of (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).entries()) {
        expect(question.name).toBe(faqs[index]?.question)
        expect(question.acceptedAnswer.text).toBe(faqs[index]?.answers.join('\n\n'))
      }
    }
  })

  it('builds an Article from every success story', () => {
    for (const story of stories) {
      const block = roundTrip(articleJsonLd(story))
      expect(block).toMatchObject({ '@type': 'Article', headline: story.title, dateModified: CONTENT_UPDATED })
      // Search engines cut headlines after 110 characters.
      expect(story.title.length, story.slug).toBeLessThanOrEqual(110)
      expect(block.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${site.url}${storyPath(story.slug)}` })
      expect(block.image).toEqual([`${site.url}/social/success-stories--${story.slug}.png`])
    }
  })

  it('dates every Article: published on the story date, modified with the content', () => {
    for (const story of stories) {
      const block = articleJsonLd(story)
      expect(block.datePublished, story.slug).toBe(story.published)
      expect(block.datePublished, story.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(String(block.datePublished) <= String(block.dateModified), `${story.slug}: modified before published`).toBe(true)
    }
  })

  it('numbers breadcrumbs from the home page with absolute URLs', () => {
    const block = roundTrip(
      breadcrumbsTo({ name: 'Success Stories', path: '/success-stories' }, { name: 'A story', path: '/success-stories/a-story' }),
    )
    expect(block).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
        { '@type': 'ListItem', position: 2, name: 'Success Stories', item: `${site.url}/success-stories` },
        { '@type': 'ListItem', position: 3, name: 'A story', item: `${site.url}/success-stories/a-story` },
      ],
    })
  })

  it('lists every office address as a PostalAddress on the contact page', () => {
    expect(getInfoPage('/contactus')?.blocks.some((block) => block.kind === 'offices')).toBe(true)
    const block = roundTrip(officesJsonLd(offices))
    const addresses = block.address as Record<string, string>[]
    const all = offices.flatMap((office) => [office.address, ...office.otherAddresses])
    expect(addresses).toHaveLength(all.length)
    for (const [index, address] of addresses.entries()) {
      expect(address['@type']).toBe('PostalAddress')
      expect(address.name).toBe(all[index]?.label)
      expect(address.addressCountry).toMatch(/^[A-Z]{2}$/)
    }
    // One contact point per office, then the recruiting one every description of the company has.
    expect(block.contactPoint).toHaveLength(offices.length + 1)
  })

  it('points candidates at the careers page from every description of the company', () => {
    const careers = { '@type': 'ContactPoint', contactType: 'recruiting', url: `${site.url}/careers`, email: site.careers.email }
    expect(roundTrip(organizationJsonLd()).contactPoint).toEqual([expect.objectContaining(careers)])
    expect(roundTrip(officesJsonLd(offices)).contactPoint).toContainEqual(expect.objectContaining(careers))
  })

  it('has structured addresses that say what the printed lines say (offices.ts)', () => {
    for (const office of offices) {
      for (const address of [office.address, ...office.otherAddresses]) {
        const printed = address.lines.join(', ')
        for (const [field, value] of Object.entries(address.postal)) {
          if (field === 'country') continue // an ISO code; the lines spell the country out
          expect(printed, `offices.ts ${office.name} "${address.label}" postal.${field}`).toContain(value)
        }
      }
    }
  })

  it('leaves no field empty and links only to absolute URLs', () => {
    const blocks = [
      organizationJsonLd(),
      websiteJsonLd(),
      officesJsonLd(offices),
      ...services.map(serviceJsonLd),
      ...stories.map(articleJsonLd),
      ...Object.values(infoPages).map((page) => breadcrumbsTo({ name: page.title, path: page.path })),
    ]
    for (const block of blocks) {
      for (const value of strings(block)) {
        expect(value.trim(), JSON.stringify(block).slice(0, 80)).not.toBe('')
        if (/^(https?:|\/)/.test(value)) expect(value, 'relative URL in JSON-LD').toMatch(/^https?:\/\//)
      }
    }
  })
})
