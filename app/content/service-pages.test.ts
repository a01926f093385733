import { describe, expect, it } from 'vitest'

import { collectText, countWords, sentencesOf } from '~/lib/text/content-text'

import { pagePaths } from './route-paths'
import { getServicePage, servicePages } from './service-pages'
import type { ExtraSection, ServiceContent } from './service-types'
import { services } from './services'
import { getStory } from './stories'

const pages = Object.entries(servicePages) as [string, ServiceContent][]
const where = (slug: string, field: string) => `app/content/services/${slug}.ts ${field}`

function extra(page: ServiceContent, id: string): ExtraSection | undefined {
  return page.extraSections?.find((section) => section.id === id)
}

// Section ids the service template renders, for in-page links.
const TEMPLATE_IDS = ['overview', 'offerings', 'benefits', 'process', 'technologies', 'proof', 'faq']

describe('every service page', () => {
  it('exists for each registered service and names its own slug', () => {
    expect(pages.map(([slug]) => slug).sort()).toEqual(services.map((service) => service.slug).sort())
    for (const [slug, page] of pages) expect(page.slug, where(slug, 'slug')).toBe(slug)
  })

  it.each(pages)('%s has 3 to 6 FAQ items with ids item-1, item-2, ...', (slug, page) => {
    expect(page.faqs.length, where(slug, 'faqs')).toBeGreaterThanOrEqual(3)
    expect(page.faqs.length, where(slug, 'faqs')).toBeLessThanOrEqual(6)
    expect(page.faqs.map((faq) => faq.id)).toEqual(page.faqs.map((_, index) => `item-${index + 1}`))
    for (const faq of page.faqs) {
      expect(faq.question, where(slug, `faqs ${faq.id}.question`)).toMatch(/\?$/)
      expect(faq.answers.length, where(slug, `faqs ${faq.id}.answers`)).toBeGreaterThan(0)
    }
  })

  it.each(pages)('%s has at least 450 words of body copy', (slug, page) => {
    expect(countWords(collectText(page)), where(slug, 'body copy')).toBeGreaterThanOrEqual(450)
  })

  it.each(pages)('%s links only to stories and anchors that exist', (slug, page) => {
    for (const story of page.proof.stories) expect(getStory(story), where(slug, `proof.stories ${story}`)).toBeDefined()
    const href = page.hero.secondaryCta.href
    const anchors = [...TEMPLATE_IDS, ...(page.extraSections ?? []).map((section) => section.id)]
    if (href.startsWith('#')) expect(anchors, where(slug, 'hero.secondaryCta.href')).toContain(href.slice(1))
    else expect(pagePaths, where(slug, 'hero.secondaryCta.href')).toContain(href)
  })

  it('never repeats a sentence from another service page', () => {
    const seen = new Map<string, string>()
    const repeats: string[] = []
    for (const [slug, page] of pages) {
      for (const sentence of new Set(sentencesOf(collectText(page)))) {
        const other = seen.get(sentence)
        if (other && other !== slug) repeats.push(`${slug} and ${other}: "${sentence}"`)
        seen.set(sentence, slug)
      }
    }
    expect(repeats).toEqual([])
  })
})

describe('page-specific content from the spec', () => {
  it('business intelligence: 6 questions, system components, benefits and use areas', () => {
    const page = getServicePage('business-intelligence')
    expect(page.faqs).toHaveLength(6)
    expect(extra(page, 'system-components')?.kind).toBe('logo-cards')
    expect(extra(page, 'use-areas')?.kind).toBe('icon-cards')
    expect(page.benefits.items.length).toBeGreaterThan(0)
  })

  it('mobile app development: a 4-step process, 8 benefits and reasons to choose us', () => {
    const page = getServicePage('mobile-app-development')
    expect(page.process.steps).toHaveLength(4)
    expect(page.benefits.items).toHaveLength(8)
    expect(extra(page, 'why-us')?.kind).toBe('icon-cards')
  })

  it('quantum computing: technology lists', () => {
    const section = extra(getServicePage('quantum-computing'), 'technology-lists')
    expect(section?.kind).toBe('lists')
    if (section?.kind === 'lists') {
      expect(section.groups.length).toBeGreaterThanOrEqual(3)
      for (const group of section.groups) expect(group.items.length, group.name).toBeGreaterThanOrEqual(3)
    }
  })

  it('resourcing: strengths and exactly 10 areas of expertise', () => {
    const page = getServicePage('resourcing')
    expect(extra(page, 'strengths')?.kind).toBe('icon-cards')
    const expertise = extra(page, 'expertise')
    expect(expertise?.kind === 'icon-cards' && expertise.items.length).toBe(10)
  })

  it('HPC as a service: distributed, on cloud, containerized and custom', () => {
    const titles = getServicePage('hpc').offerings.items.map((item) => item.title.toLowerCase())
    expect(titles).toHaveLength(4)
    ;['distributed', 'cloud', 'containerized', 'custom'].forEach((word, index) => expect(titles[index]).toContain(word))
  })

  it('quality assurance: core, automation, security and special testing', () => {
    const titles = getServicePage('quality-assurance').offerings.items.map((item) => item.title.toLowerCase())
    expect(titles).toHaveLength(4)
    ;['core', 'automation', 'security', 'special'].forEach((word, index) => expect(titles[index]).toContain(word))
  })

  it('cloud implementation: public and private cloud', () => {
    const titles = getServicePage('cloud-implementation').offerings.items.map((item) => item.title.toLowerCase())
    expect(titles.some((title) => title.includes('public cloud'))).toBe(true)
    expect(titles.some((title) => title.includes('private cloud'))).toBe(true)
  })

  it('serverless: 20+ clients on 50+ projects and about three million USD saved', () => {
    const values = getServicePage('serverless').proof.figures.map((figure) => figure.value)
    expect(values).toEqual(expect.arrayContaining(['20+', '50+', '$3M']))
  })
})
