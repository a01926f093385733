import { describe, expect, it } from 'vitest'

import { resultChart } from './result-chart'
import { storySchema } from './schema/story'
import { services } from './services'
import { stories } from './stories'
import { storiesHeadlineResults, storiesIndexFigures } from './stories-index-figures'
import type { StoryResult } from './types'

const story = (industry: string, region: string, servicesUsed: string[], duration: string) => ({ industry, region, services: servicesUsed, duration })

describe('storiesIndexFigures', () => {
  it('counts stories, distinct industries, regions and services, and the range of engagement lengths', () => {
    const counted = [
      story('Retail', 'India', ['hpc', 'serverless'], '16 weeks'),
      story('Retail', 'Nordics', ['hpc'], '10 weeks'),
      story('Logistics', 'nordics', ['devsecops'], '1 week'),
    ]
    expect(storiesIndexFigures(counted, 15)).toEqual([
      { value: '3', label: 'success stories' },
      { value: '2', label: 'industries' },
      { value: '2', label: 'regions' },
      { value: '3 of 15', label: 'our services involved' },
      { value: '1–16 weeks', label: 'per engagement' },
    ])
  })

  it('writes one of a kind in the singular and one length once', () => {
    expect(storiesIndexFigures([story('Retail', 'India', ['hpc'], '12 weeks')], 15)).toEqual([
      { value: '1', label: 'success story' },
      { value: '1', label: 'industry' },
      { value: '1', label: 'region' },
      { value: '1 of 15', label: 'our services involved' },
      { value: '12 weeks', label: 'per engagement' },
    ])
  })

  it('leaves the engagement length out when any story gives it in other words', () => {
    const counted = [story('Retail', 'India', ['hpc'], '12 weeks'), story('Retail', 'India', ['hpc'], 'About 3 months')]
    expect(storiesIndexFigures(counted, 15).map((figure) => figure.label)).not.toContain('per engagement')
  })

  it('shows the engagement length for every duration the story schema accepts, and the schema accepts no other', () => {
    const duration = storySchema.shape.duration
    for (const accepted of ['1 week', '12 weeks', '104 weeks']) {
      expect(duration.safeParse(accepted).success, accepted).toBe(true)
      expect(storiesIndexFigures([story('Retail', 'India', ['hpc'], accepted)], 15).at(-1), accepted).toMatchObject({ label: 'per engagement' })
    }
    for (const rejected of ['4 months', 'About 3 months', 'ongoing', '12', '0 weeks', '12.5 weeks', '12 weeks or so']) {
      expect(duration.safeParse(rejected).error?.issues.map((issue) => issue.message), rejected).toEqual(['must be a whole number of weeks, like 12 weeks'])
    }
    expect(storiesIndexFigures(stories, services.length).map((figure) => figure.label)).toContain('per engagement')
  })

  it("counts the site's own stories and services", () => {
    const figures = storiesIndexFigures(stories, services.length)
    expect(figures[0]).toEqual({ value: String(stories.length), label: 'success stories' })
    expect(figures[1]!.value).toBe(String(new Set(stories.map((entry) => entry.industry)).size))
    expect(figures[3]!.value).toBe(`${new Set(stories.flatMap((entry) => entry.services)).size} of ${services.length}`)
  })
})

const result = (partial: Partial<StoryResult>): StoryResult => ({ metric: 'Metric', after: 10, unit: 'eur', direction: 'higher-is-better', ...partial })
const headline = (slug: string, first: StoryResult) => ({ slug, industry: 'Retail', region: 'India', results: [first] })

describe('storiesHeadlineResults', () => {
  it('puts comparisons first by how far they moved, then percentages, then values alone', () => {
    const chosen = storiesHeadlineResults([
      headline('value', result({ metric: 'Saving', after: 50000 })),
      headline('share', result({ metric: 'Efficiency gain', after: 25, unit: 'percent' })),
      headline('half', result({ metric: 'ML run time', before: 3, after: 1.5, unit: 'hours', direction: 'lower-is-better' })),
      headline('third', result({ metric: 'Run cost per year', before: 30000, after: 10000, unit: 'usd', direction: 'lower-is-better' })),
    ])
    expect(chosen.map((entry) => entry.slug)).toEqual(['third', 'half', 'share'])
    expect(chosen[0]).toEqual({
      slug: 'third',
      value: '67% lower',
      label: 'Run cost per year, $30K to $10K',
      sentence: 'Run cost per year fell from $30,000 to $10,000, 67% lower.',
      industry: 'Retail',
      region: 'India',
    })
    expect(chosen[2]).toMatchObject({ value: '25%', label: 'Efficiency gain' })
  })

  it("keeps the stories' order on a tie and takes as many as asked", () => {
    const same = result({ metric: 'Saving' })
    expect(storiesHeadlineResults([headline('a', same), headline('b', same), headline('c', same)], 2).map((entry) => entry.slug)).toEqual(['a', 'b'])
  })

  it("draws its numbers from the site's stories", () => {
    const chosen = storiesHeadlineResults(stories)
    expect(chosen).toHaveLength(3)
    for (const entry of chosen) {
      const source = stories.find((candidate) => candidate.slug === entry.slug)
      expect(entry.sentence, entry.slug).toBe(resultChart(source!.results[0]!).sentence)
    }
  })
})
