import { describe, expect, it } from 'vitest'

import { formatResultValue } from './result-format'
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

/** The numbers a figure writes, as written: "run cost from $30K to $10K per year" -> 30K, 10K. */
const numbersWritten = (text: string) => text.match(/\d+(?:\.\d+)?K?/g) ?? []
const valueOf = (written: string) => Number.parseFloat(written) * (written.endsWith('K') ? 1000 : 1)
const byValue = (a: number, b: number) => a - b
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

  // The chart and the sentence beside it must say what the figure says: the same numbers, written
  // the same way ("$30K", "3h"), and no number the figure does not state.
  it.each(stories)('$slug draws its figure: the first result has the figure’s numbers, formatted as the figure writes them', (story) => {
    const [headline] = story.results
    const values = [headline!.before, headline!.after].filter((value) => value !== undefined)
    const labels = values.map((value) => formatResultValue(value, headline!.unit).label)
    const written = numbersWritten(story.figure)
    expect(written.map(valueOf).toSorted(byValue), where(story.slug, 'results[0] (before and after, as in figure)')).toEqual(values.toSorted(byValue))
    for (const number of written) {
      const shown = labels.some((label) => new RegExp(`(^|[^\\d.])${number.replace('.', '\\.')}(?![\\d.])`).test(label))
      expect(shown, `${where(story.slug, 'results[0]')}: "${number}" of the figure is not in the chart's labels ${labels.join(', ')}`).toBe(true)
    }
  })
})
