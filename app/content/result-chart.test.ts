import { describe, expect, it } from 'vitest'

import { resultChart } from './result-chart'
import { stories } from './stories'

describe('resultChart', () => {
  it('draws before and after on one scale, the longer bar full width, and says how far it moved', () => {
    expect(resultChart({ metric: 'Run cost per year', before: 30000, after: 10000, unit: 'usd', direction: 'lower-is-better' })).toEqual({
      kind: 'comparison',
      metric: 'Run cost per year',
      bars: [
        { role: 'before', caption: 'Before', length: 1, label: '$30K' },
        { role: 'after', caption: 'After', length: 1 / 3, label: '$10K' },
      ],
      value: '$10K',
      change: '67% lower',
      sentence: 'Run cost per year fell from $30,000 to $10,000, 67% lower.',
    })
  })

  it('scales a rise to the result, and writes hours in words for screen readers', () => {
    const chart = resultChart({ metric: 'Weekly releases', before: 2, after: 5, unit: 'weeks', direction: 'higher-is-better' })
    expect(chart.bars.map((bar) => bar.length)).toEqual([0.4, 1])
    expect(chart.sentence).toBe('Weekly releases rose from 2 weeks to 5 weeks, 150% higher.')
    expect(resultChart({ metric: 'ML run time', before: 3, after: 1.5, unit: 'hours', direction: 'lower-is-better' }).sentence).toBe(
      'ML run time fell from 3 hours to 1.5 hours, 50% lower.',
    )
  })

  it('gives small changes a decimal, and the change between two percentages in points', () => {
    expect(resultChart({ metric: 'Cost', before: 1000, after: 975, unit: 'eur', direction: 'lower-is-better' }).change).toBe('2.5% lower')
    expect(resultChart({ metric: 'Error rate', before: 20, after: 5, unit: 'percent', direction: 'lower-is-better' }).change).toBe('15 percentage points lower')
  })

  it('draws a percentage without a starting value as one bar on a 0 to 100% scale', () => {
    expect(resultChart({ metric: 'Performance gain on research workloads', after: 30, unit: 'percent', direction: 'higher-is-better' })).toEqual({
      kind: 'share',
      metric: 'Performance gain on research workloads',
      bars: [{ role: 'after', caption: '', length: 0.3, label: '30%' }],
      value: '30%',
      sentence: 'Performance gain on research workloads: 30%.',
    })
    expect(resultChart({ metric: 'Throughput gain', after: 150, unit: 'percent', direction: 'higher-is-better' }).bars[0]!.length).toBe(1)
  })

  it('draws any other single value as the number alone: no bar, so no baseline the story does not give', () => {
    expect(resultChart({ metric: 'Man-hours saved on document searches', after: 28, unit: 'hours-per-week', direction: 'higher-is-better' })).toEqual({
      kind: 'figure',
      metric: 'Man-hours saved on document searches',
      bars: [],
      value: '28h/week',
      sentence: 'Man-hours saved on document searches: 28 hours per week.',
    })
  })

  it.each(stories)('draws every result of $slug with lengths from 0 to 1 and a sentence naming its metric', (story) => {
    for (const result of story.results) {
      const chart = resultChart(result)
      for (const { length } of chart.bars) expect(length >= 0 && length <= 1, `${story.slug}: bar length ${length}`).toBe(true)
      expect(chart.sentence.startsWith(result.metric)).toBe(true)
    }
  })
})
