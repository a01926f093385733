import { formatResultValue } from './result-format'
import { chartMessages } from '../messages/edition/charts'
import type { Figure, ProofMeasures } from './service-types'
import { storyPath } from './story-path'
import type { StoryResult, StorySummary } from './types'

// What a service page's hero shows as proof beside its call to action: at most three items, each
// already written somewhere in the content, so the hero never states a number the page cannot back.
// Pure data, no React: the order of preference is
//   1. the headline result of each success story the page cites, in the order the page cites them,
//      named by the story it comes from;
//   2. the page's own proof figures, leaving out any that restate a result already shown;
//   3. on pages that cite no story, their figures (company-wide ones) and the first thing
//      "What we measure" names, so the strip still says how results are judged.

export const MAX_HERO_PROOF_ITEMS = 3

/** A story's headline result: "3h → 1.5h", "ML run time", from the retail story. */
export type HeroProofResult = {
  kind: 'result'
  /** As printed, in the charts' style: "$30K → $10K", "28h/week". */
  value: string
  /** The same for screen readers, nothing to guess: "from $30,000 to $10,000". */
  spoken: string
  /** What was measured: the result's metric. */
  label: string
  /** The story the result comes from, named by its client's industry and region. */
  source: { title: string; client: string; path: string }
}

/** A figure of the page's proof section: the service's own or a company-wide one. */
export type HeroProofFigure = { kind: 'figure'; value: string; label: string }

/** What the page measures, where it cites no story: the first item of `proof.measures`. */
export type HeroProofMeasure = { kind: 'measure'; label: string }

export type HeroProofItem = HeroProofResult | HeroProofFigure | HeroProofMeasure

type ProofStory = Pick<StorySummary, 'slug' | 'title' | 'industry' | 'region' | 'results'>

type ServiceHeroProofInput = {
  /** The success stories the page cites, in its order. */
  stories: readonly ProofStory[]
  /** The page's proof figures, company-wide ones already filled in. */
  figures: readonly Figure[]
  measures?: ProofMeasures
}

export function serviceHeroProof({ stories, figures, measures }: ServiceHeroProofInput): HeroProofItem[] {
  const headlines = stories.flatMap((story) => {
    // The schema requires a result; the first is the one the story's figure states.
    const result = story.results[0]
    return result ? [{ story, result }] : []
  })
  const results = headlines.map(({ story, result }) => toResultItem(story, result))
  const shown = headlines.map(({ result }) => result)
  const ownFigures = uniqueFigures(figures).filter((figure) => !shown.some((result) => restates(figure, result)))
  const figureItems = ownFigures.map((figure): HeroProofFigure => ({ kind: 'figure', value: figure.value, label: figure.label }))

  const firstMeasure = measures?.items[0]
  if (results.length === 0 && firstMeasure) {
    // Keep a place for the measure: it is the one item that says how this kind of work is judged.
    const measure: HeroProofMeasure = { kind: 'measure', label: firstMeasure.title }
    return [...figureItems.slice(0, MAX_HERO_PROOF_ITEMS - 1), measure]
  }
  return [...results, ...figureItems].slice(0, MAX_HERO_PROOF_ITEMS)
}

function toResultItem(story: ProofStory, result: StoryResult): HeroProofResult {
  const after = formatResultValue(result.after, result.unit)
  const before = result.before === undefined ? undefined : formatResultValue(result.before, result.unit)
  return {
    kind: 'result',
    value: before ? `${before.label} → ${after.label}` : after.label,
    spoken: before ? chartMessages.spokenChange(before.spoken, after.spoken) : after.spoken,
    label: result.metric,
    source: { title: story.title, client: `${story.industry}, ${story.region}`, path: storyPath(story.slug) },
  }
}

/** The same figure listed twice (by value and label) is shown once. */
function uniqueFigures(figures: readonly Figure[]): Figure[] {
  const seen = new Set<string>()
  return figures.filter((figure) => {
    const key = `${figure.value}\u0000${figure.label}`.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Whether a figure, written as text ("3h to 1.5h", "$30K to $10K", "30K euros", "28"), states a
 * story result already shown: every number it writes is the result's before or after value, it
 * includes the result itself, and any unit it writes ($, euros, %) is the result's unit.
 */
export function restates(figure: Figure, result: StoryResult): boolean {
  const numbers = numbersIn(figure.value)
  if (numbers.length === 0) return false
  const values = [result.before, result.after].filter((value) => value !== undefined)
  if (!numbers.every((number) => values.includes(number)) || !numbers.includes(result.after)) return false
  const unit = writtenUnit(figure.value)
  return unit === undefined || unit === result.unit
}

const MULTIPLIERS: Record<string, number> = { k: 1_000, m: 1_000_000 }

/** "$30K to $10K" -> [30000, 10000]; "1.5h" -> [1.5]; "250+" -> [250]. */
function numbersIn(value: string): number[] {
  return [...value.matchAll(/(\d[\d,]*(?:\.\d+)?)([km](?![a-z]))?/gi)].map(([, digits = '', suffix = '']) => {
    return Number(digits.replaceAll(',', '')) * (MULTIPLIERS[suffix.toLowerCase()] ?? 1)
  })
}

/** The currency or percent sign a figure writes, in the story schema's unit names. */
function writtenUnit(value: string): StoryResult['unit'] | undefined {
  if (value.includes('%')) return 'percent'
  if (value.includes('$')) return 'usd'
  if (/€|euro/i.test(value)) return 'eur'
  return undefined
}
