import { describe, expect, it } from 'vitest'

import { stories } from './stories'
import { storySlugs } from './story-slugs'

// What the story files' schema and collection checks (scripts/content/collections/stories.ts)
// cannot know: the spec's slugs and figures, and which story owns which figure.

// The eight success-story slugs, exactly as the specification lists them.
const SPEC_STORY_SLUGS = [
  'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
  'enhancing-project-document-access-and-querying-with-advanced-tool',
  'determine-report-product-superiority-own-competitor-products',
  'al-data-analytics-platform-to-empower-the-business',
  'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
  'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
  'order-management-system-to-improve-operational-efficiency',
  'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
]

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
const where = (slug: string, field: string) => `content/en/stories/${slug}.md ${field}`

describe('success stories', () => {
  it('has the 8 stories at the spec slugs (the file names in content/en/stories/)', () => {
    expect(storySlugs.toSorted()).toEqual(SPEC_STORY_SLUGS.toSorted())
    expect(stories.map((story) => story.slug)).toEqual([...storySlugs])
  })

  it.each(stories)('$slug gives every list item a unique anchor id', (story) => {
    const ids = LISTS.flatMap((list) => story[list].map((item) => item.id))
    expect(new Set(ids).size, where(story.slug, 'list item ids')).toBe(ids.length)
  })

  it.each(SPEC_FIGURES)('the figure "%s" belongs to exactly one story, and shows in its achievements', (figure) => {
    const owners = stories.filter((story) => JSON.stringify(story).includes(figure))
    expect(owners.map((story) => story.slug)).toHaveLength(1)
    const [owner] = owners
    expect(owner!.figure, where(owner!.slug, 'figure')).toBe(figure)
    expect(JSON.stringify(owner!.achievements), where(owner!.slug, 'achievements')).toContain(figure)
  })
})
