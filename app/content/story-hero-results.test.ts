import { describe, expect, it } from 'vitest'

import { MAX_HERO_RESULTS, storyHeroResults } from './story-hero-results'
import { stories } from './stories'
import type { StoryResult } from './types'

const figure = (metric: string, after = 10): StoryResult => ({ metric, after, unit: 'eur', direction: 'higher-is-better' })
const share = (metric: string, after = 20): StoryResult => ({ metric, after, unit: 'percent', direction: 'higher-is-better' })
const comparison = (metric: string): StoryResult => ({ metric, before: 30, after: 10, unit: 'usd', direction: 'lower-is-better' })

describe('storyHeroResults', () => {
  it('draws nothing for no results and the one result a story has', () => {
    expect(storyHeroResults([])).toEqual([])
    expect(storyHeroResults([figure('Annual saving')])).toEqual([figure('Annual saving')])
  })

  it('keeps the result its figure states first, then comparisons, percentages and values alone', () => {
    const results = [figure('Saving'), figure('Hours saved'), share('Efficiency'), comparison('Run cost')]
    expect(storyHeroResults(results).map((result) => result.metric)).toEqual(['Saving', 'Run cost', 'Efficiency'])
  })

  it('keeps the order of the file within a kind, and stops at three', () => {
    const results = [share('Lead'), comparison('First'), comparison('Second'), comparison('Third')]
    expect(storyHeroResults(results).map((result) => result.metric)).toEqual(['Lead', 'First', 'Second'])
    expect(MAX_HERO_RESULTS).toBe(3)
  })

  it('never draws the same metric twice', () => {
    const results = [share('Efficiency'), share('Efficiency', 40), figure('Saving')]
    expect(storyHeroResults(results).map((result) => result.metric)).toEqual(['Efficiency', 'Saving'])
  })

  it('gives every story one to three charts, the result its figure states first', () => {
    for (const story of stories) {
      const chosen = storyHeroResults(story.results)
      expect(chosen.length, story.slug).toBeGreaterThanOrEqual(1)
      expect(chosen.length, story.slug).toBeLessThanOrEqual(3)
      expect(chosen[0], story.slug).toBe(story.results[0])
    }
  })
})
