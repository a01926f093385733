import { describe, expect, it } from 'vitest'

import { getServiceBySlug } from './services'
import { stories } from './stories'
import { storySlugs } from './story-slugs'

// The spec's case-study figures, exactly as the spec writes them.
const SPEC_FIGURES = [
  'MVP in 5 weeks',
  '30% performance gain',
  '30K euros annual saving',
  '50K euros',
  'run cost from $30K to $10K per year',
  '28 man-hours per week saved',
  'ML run time from 3h to 1.5h',
  '25% efficiency gain',
]

const LISTS = ['solution', 'challenges', 'achievements', 'benefits'] as const
const where = (slug: string, field: string) => `app/content/stories.ts ${slug}.${field}`

describe('success stories', () => {
  it('has the 8 stories at the spec slugs', () => {
    expect(stories.map((story) => story.slug)).toEqual([...storySlugs])
  })

  it.each(stories)('$slug has four non-empty lists with unique item ids', (story) => {
    const ids = LISTS.flatMap((list) => story[list].map((item) => item.id))
    expect(new Set(ids).size, where(story.slug, 'list item ids')).toBe(ids.length)
    for (const list of LISTS) {
      expect(story[list].length, where(story.slug, list)).toBeGreaterThan(0)
      for (const item of story[list]) {
        expect(item.title && item.description, where(story.slug, `${list} ${item.id}`)).toBeTruthy()
      }
    }
  })

  it.each(stories)('$slug has a usable search description and known services', (story) => {
    expect(story.seoDescription.length, where(story.slug, 'seoDescription')).toBeGreaterThanOrEqual(120)
    expect(story.seoDescription.length, where(story.slug, 'seoDescription')).toBeLessThanOrEqual(160)
    expect(story.services.length, where(story.slug, 'services')).toBeGreaterThan(0)
    for (const slug of story.services) expect(getServiceBySlug(slug), where(story.slug, `services ${slug}`)).toBeDefined()
  })

  it.each(SPEC_FIGURES)('the figure "%s" belongs to exactly one story, and shows in its achievements', (figure) => {
    const owners = stories.filter((story) => JSON.stringify(story).includes(figure))
    expect(owners.map((story) => story.slug)).toHaveLength(1)
    const [owner] = owners
    expect(owner!.figure).toBe(figure)
    expect(JSON.stringify(owner!.achievements)).toContain(figure)
  })

  it('describes clients without company names: by industry and region', () => {
    for (const story of stories) {
      expect(story.industry, where(story.slug, 'industry')).toBeTruthy()
      expect(story.region, where(story.slug, 'region')).toBeTruthy()
    }
  })
})
