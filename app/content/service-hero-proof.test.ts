import { describe, expect, it } from 'vitest'

import { restates, serviceHeroProof } from './service-hero-proof'
import { getServicePage } from './service-pages'
import { services } from './services'
import { getStory } from './stories'
import type { StoryResult } from './types'

const story = (slug: string, result: StoryResult, more: StoryResult[] = []) => ({
  slug,
  title: `Story ${slug}`,
  industry: 'Logistics',
  region: 'Benelux',
  results: [result, ...more],
})

const runCost: StoryResult = { metric: 'Run cost per year', before: 30000, after: 10000, unit: 'usd', direction: 'lower-is-better' }
const saving: StoryResult = { metric: 'Annual saving', after: 30000, unit: 'eur', direction: 'higher-is-better' }
const gain: StoryResult = { metric: 'Performance gain', after: 30, unit: 'percent', direction: 'higher-is-better' }
const projects = { value: '250+', label: 'projects delivered' }
const clients = { value: '60+', label: 'clients' }
const measures = {
  title: 'How we measure results',
  items: [
    { title: 'Crash-free sessions', description: 'Per release.' },
    { title: 'Speed on devices', description: 'Low-end and flagship.' },
  ],
}

describe('serviceHeroProof', () => {
  it('leads with the headline result of each cited story, in the order cited, named by its story', () => {
    const items = serviceHeroProof({ stories: [story('a', runCost, [gain]), story('b', saving)], figures: [projects] })
    expect(items).toEqual([
      {
        kind: 'result',
        value: '$30K → $10K',
        spoken: 'from $30,000 to $10,000',
        label: 'Run cost per year',
        source: { title: 'Story a', client: 'Logistics, Benelux', path: '/success-stories/a' },
      },
      { kind: 'result', value: '30K euros', spoken: '30,000 euros', label: 'Annual saving', source: expect.objectContaining({ path: '/success-stories/b' }) },
      { kind: 'figure', value: '250+', label: 'projects delivered' },
    ])
  })

  it('fills the rest with the page figures, leaving out those that restate a shown result or repeat', () => {
    const items = serviceHeroProof({
      stories: [story('a', runCost)],
      figures: [{ value: '$30K to $10K', label: 'Azure run cost per year' }, projects, { ...projects }, clients],
    })
    expect(items.map((item) => item.kind === 'measure' || item.value)).toEqual(['$30K → $10K', '250+', '60+'])
  })

  it('shows at most three items', () => {
    const items = serviceHeroProof({ stories: [story('a', runCost), story('b', saving), story('c', gain)], figures: [projects, clients] })
    expect(items).toHaveLength(3)
    expect(items.every((item) => item.kind === 'result')).toBe(true)
  })

  it('without a story, shows the figures and the first thing the page measures', () => {
    const items = serviceHeroProof({ stories: [], figures: [projects, clients, { value: '150+', label: 'people' }], measures })
    expect(items).toEqual([
      { kind: 'figure', value: '250+', label: 'projects delivered' },
      { kind: 'figure', value: '60+', label: 'clients' },
      { kind: 'measure', label: 'Crash-free sessions' },
    ])
  })

  it('without a story or measures, shows the figures alone', () => {
    expect(serviceHeroProof({ stories: [], figures: [projects] })).toEqual([{ kind: 'figure', value: '250+', label: 'projects delivered' }])
  })

  it('ignores measures when a story gives a result', () => {
    const items = serviceHeroProof({ stories: [story('a', gain)], figures: [projects], measures })
    expect(items.map((item) => item.kind)).toEqual(['result', 'figure'])
  })
})

describe('restates', () => {
  it.each([
    ['3h to 1.5h', { metric: 'ML run time', before: 3, after: 1.5, unit: 'hours', direction: 'lower-is-better' }],
    ['$30K to $10K', runCost],
    ['30K euros', saving],
    ['28', { metric: 'Man-hours saved', after: 28, unit: 'hours-per-week', direction: 'higher-is-better' }],
    ['28 man-hours', { metric: 'Man-hours saved', after: 28, unit: 'hours-per-week', direction: 'higher-is-better' }],
    ['30%', gain],
  ] as const)('"%s" restates the result', (value, result) => {
    expect(restates({ value, label: 'any' }, result)).toBe(true)
  })

  it.each([
    ['250+', gain, 'another number'],
    ['30%', { ...saving, after: 30 }, 'the same number in another unit'],
    ['$30K', runCost, 'the starting value without the result'],
    ['$3M', runCost, 'a different amount'],
    ['Faster releases', gain, 'no number at all'],
  ] as const)('"%s" does not restate it (%s)', (value, result, _why) => {
    expect(restates({ value, label: 'any' }, result as StoryResult)).toBe(false)
  })
})

describe('every service page', () => {
  for (const service of services) {
    const page = getServicePage(service.slug)
    const stories = page.proof.stories.flatMap((slug) => getStory(slug) ?? [])
    const items = serviceHeroProof({ stories, figures: page.proof.figures, measures: page.proof.measures })

    it(`${service.path}: the hero shows 1 to 3 proof items, its cited stories' results first`, () => {
      expect(items.length).toBeGreaterThanOrEqual(1)
      expect(items.length).toBeLessThanOrEqual(3)
      const results = items.filter((item) => item.kind === 'result')
      expect(results.map((item) => item.source.path)).toEqual(stories.slice(0, 3).map((cited) => `/success-stories/${cited.slug}`))
    })
  }

  it('/business-intelligence: the result of the story of its own work, and no company-wide figure', () => {
    const page = getServicePage('business-intelligence')
    const stories = page.proof.stories.flatMap((slug) => getStory(slug) ?? [])
    const items = serviceHeroProof({ stories, figures: page.proof.figures, measures: page.proof.measures })
    expect(items.map((item) => (item.kind === 'measure' ? item.label : item.value))).toEqual(['5 weeks'])
  })
})
