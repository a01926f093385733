import { chartMessages as messages } from '../messages/edition/charts'
import { SITE_LANGUAGE } from './locale'
import { formatResultValue } from './result-format'
import type { StoryResult } from './types'

// What a chart of one story result shows, worked out once for every place that draws it: the
// site's SVG charts (app/components/ui/result-chart.tsx) and the PDF brochures. Plain data, no
// React and no markup: bars as lengths from 0 to 1, the labels printed on them, and the sentence
// that says the same thing in words.

export type ResultBar = {
  /** The starting value or the result. */
  role: 'before' | 'after'
  /** Printed before the value: "Before", "After"; empty where the bar is the only one. */
  caption: string
  /** The bar's length as a share of the chart's width, 0 to 1. */
  length: number
  /** The value as printed beside the bar: "$30K". */
  label: string
}

export type ResultChart = {
  /**
   * `comparison`: before and after bars on one scale, the longer filling the width.
   * `share`: a percentage without a starting value, one bar on a 0 to 100% scale.
   * `figure`: a single value with no scale to draw it on (28h/week, 30K euros): the number alone,
   * because any bar would stand for a baseline the story does not give.
   */
  kind: 'comparison' | 'share' | 'figure'
  metric: string
  bars: readonly ResultBar[]
  /** The result as printed: "$10K", "30%". */
  value: string
  /** How far the result moved, comparisons only: "67% lower". */
  change?: string
  /** The whole chart in one sentence, for screen readers and text-only output. */
  sentence: string
}

export function resultChart(result: StoryResult): ResultChart {
  const { metric, before, after, unit } = result
  const shown = formatResultValue(after, unit)
  if (before === undefined) {
    const base = { metric, value: shown.label, sentence: `${metric}: ${shown.spoken}.` }
    if (unit !== 'percent') return { ...base, kind: 'figure', bars: [] }
    // A gain above 100% fills the track rather than running off it.
    return { ...base, kind: 'share', bars: [{ role: 'after', caption: '', length: after / Math.max(100, after), label: shown.label }] }
  }
  const start = formatResultValue(before, unit)
  const longest = Math.max(before, after)
  const change = changeBetween(before, after, unit === 'percent')
  const sentence = after < before ? messages.fell : messages.rose
  return {
    kind: 'comparison',
    metric,
    bars: [
      { role: 'before', caption: messages.before, length: before / longest, label: start.label },
      { role: 'after', caption: messages.after, length: after / longest, label: shown.label },
    ],
    value: shown.label,
    change,
    sentence: sentence(metric, start.spoken, shown.spoken, change),
  }
}

/** "67% lower", "2.5% higher"; between two percentages the difference in points, which is what a reader compares. */
function changeBetween(before: number, after: number, percentages: boolean): string {
  const direction = after < before ? messages.lower : messages.higher
  const difference = Math.abs(after - before)
  if (percentages) {
    const points = new Intl.NumberFormat(SITE_LANGUAGE, { maximumFractionDigits: 1 }).format(difference)
    return direction(messages.percentagePoints(points, difference === 1))
  }
  const share = new Intl.NumberFormat(SITE_LANGUAGE, { style: 'percent', maximumFractionDigits: difference / before < 0.1 ? 1 : 0 }).format(difference / before)
  return direction(share)
}
