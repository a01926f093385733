import { describe, expect, it } from 'vitest'
import { technologyLogoSvg } from '../lib/documents/technology-logo-svg.server'

import { methodologySteps, milestones, serviceCards, technologies } from './home'
import { primaryLinks, productMenu, serviceMenu } from './navigation'
import { pagePaths, prerenderPaths } from './route-paths'
import { CONTENT_UPDATED } from './seo'
import { services } from './services'
import { site } from './site'
import { featuredStories, stories } from './stories'
import { storySlugs } from './story-slugs'
import { testimonials } from './testimonials'

const SPEC_SERVICE_PATHS = [
  '/business-intelligence',
  '/bot-development',
  '/block-chain',
  '/cloud-implementation-services',
  '/customized-hardware-service',
  '/devsecops-as-a-service',
  '/generative-ai-development',
  '/game-development',
  '/high-performance-computing-as-a-service',
  '/machine-learning',
  '/mobile-app-development',
  '/quality-assurance-services',
  '/quantum-computing',
  '/resourcing',
  '/serverless-services-deployment',
]

function expectUnique(values: readonly string[], what: string) {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index)
  expect(duplicates, `duplicate ${what}`).toEqual([])
}

describe('service registry', () => {
  it('has the 15 services at exactly the spec paths, each once', () => {
    expect(services).toHaveLength(15)
    expect([...services.map((service) => service.path)].sort()).toEqual([...SPEC_SERVICE_PATHS].sort())
    expectUnique(
      services.map((service) => service.slug),
      'service slugs',
    )
  })

  it('gives every service a search description of 120 to 160 characters', () => {
    for (const service of services) {
      expect(service.seoDescription.length, `services.ts ${service.slug}.seoDescription`).toBeGreaterThanOrEqual(120)
      expect(service.seoDescription.length, `services.ts ${service.slug}.seoDescription`).toBeLessThanOrEqual(160)
    }
  })

  it('feeds the services dropdown in registry order', () => {
    expect(serviceMenu.map((item) => item.path)).toEqual(services.map((service) => service.path))
    expect(productMenu).toEqual([{ name: 'Realm - An AI Platform', path: '/realm' }])
  })
})

describe('home page content', () => {
  it('has 16 cards: the 15 services plus the contact card last', () => {
    expect(serviceCards).toHaveLength(16)
    expect(serviceCards.at(-1)?.path).toBe('/contactus')
    expectUnique(
      serviceCards.map((card) => card.path),
      'card paths',
    )
    for (const card of serviceCards) {
      expect(card.title && card.img && card.desc, `card ${card.path}`).toBeTruthy()
    }
  })

  it('has the six methodology steps in order', () => {
    expect(methodologySteps.map((step) => [step.number, step.name.toLowerCase()])).toEqual([
      [1, 'planning'],
      [2, 'analysis'],
      [3, 'design'],
      [4, 'development'],
      [5, 'quality assurance'],
      [6, 'maintenance'],
    ])
  })

  it('states the milestones exactly as the spec does', () => {
    const shown = milestones.map((m) => `${'prefix' in m ? m.prefix : ''}${m.end}${m.suffix} ${m.description.toLowerCase()}`)
    expect(shown).toEqual([
      '250+ projects delivered',
      '60+ clients globally',
      '150+ workforce globally',
      '$25M+ savings delivered',
    ])
  })

  it('has real technology logos and complete quotes', () => {
    expect(technologies.length).toBeGreaterThanOrEqual(12)
    for (const technology of technologies) expect(technologyLogoSvg(technology.logo), technology.name).toMatch(/<path fill="#[0-9a-fA-F]{6}" d="[Mm]/)
    for (const quote of testimonials) {
      expect(quote.quote.length).toBeGreaterThan(60)
      expect(quote.clientName && quote.position).toBeTruthy()
    }
  })
})

describe('routes and pages', () => {
  it('registers every spec route, with the spec letter case', () => {
    for (const path of [...SPEC_SERVICE_PATHS, '/', '/Enterprises', '/publicloud', '/success-stories']) {
      expect(pagePaths).toContain(path)
    }
    expect(prerenderPaths).toContain('/pagenotfound')
    expectUnique(pagePaths, 'page paths')
  })

  it('has the 8 stories at the spec slugs; featured stories come from the same collection', () => {
    expect(stories.map((story) => story.slug)).toEqual([...storySlugs])
    for (const story of featuredStories) expect(stories).toContain(story)
    expect(primaryLinks.blog.href).toMatch(/^https:\/\//)
  })
})

/** A real calendar date written YYYY-MM-DD: the pattern alone would let 2025-02-30 through. */
function isIsoDate(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
}

describe('success story dates', () => {
  it.each(stories)('$slug has a real publication date between the founding and CONTENT_UPDATED', (story) => {
    const where = `content/en/stories/${story.slug}.md published`
    expect(isIsoDate(story.published), `${where}: "${story.published}" is not a YYYY-MM-DD date`).toBe(true)
    // ISO dates compare as strings. A date after CONTENT_UPDATED would be in the future of the build.
    expect(story.published <= CONTENT_UPDATED, `${where}: after CONTENT_UPDATED (${CONTENT_UPDATED}, contentUpdated in content/en/settings.yaml)`).toBe(true)
    expect(story.published >= `${site.foundedYear}-01-01`, `${where}: before the company was founded`).toBe(true)
  })

  it('checks CONTENT_UPDATED itself (content/en/settings.yaml contentUpdated)', () => {
    expect(isIsoDate(CONTENT_UPDATED), 'content/en/settings.yaml contentUpdated').toBe(true)
  })

  it('lists the stories newest first (content/en/stories/*.md published)', () => {
    const dates = stories.map((story) => story.published)
    expect(dates, 'scripts/content/collections/stories.ts: the stories are listed by published, newest first').toEqual([...dates].sort().reverse())
  })
})
