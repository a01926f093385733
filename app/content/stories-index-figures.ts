import { storyMessages } from '../messages/edition/stories'
import { resultChart } from './result-chart'
import type { CaseStudy, StoryResult } from './types'

// The numbers the /success-stories hero opens with, counted from the story files themselves so
// they stay true when a story is added: how many stories, industries, regions and services, how
// long the engagements ran, and the strongest headline results. Nothing here is typed out.

export type IndexFigure = { value: string; label: string }

type CountedStory = Pick<CaseStudy, 'industry' | 'region' | 'services' | 'duration'>

/** Stories, industries, regions, services involved (of `serviceCount`), and the engagements' length. */
export function storiesIndexFigures(stories: readonly CountedStory[], serviceCount: number): IndexFigure[] {
  const distinct = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase())).size
  const services = distinct(stories.flatMap((story) => story.services))
  const figures: IndexFigure[] = [
    { value: String(stories.length), label: words.stories(stories.length) },
    counted(distinct(stories.map((story) => story.industry)), words.industries),
    counted(distinct(stories.map((story) => story.region)), words.regions),
    { value: words.servicesOf(services, serviceCount), label: words.servicesInvolved },
  ]
  const weeks = engagementWeeks(stories)
  return weeks ? [...figures, weeks] : figures
}

const words = storyMessages.indexFigures

function counted(count: number, label: (count: number) => string): IndexFigure {
  return { value: String(count), label: label(count) }
}

/**
 * "10–20 weeks", when every story gives its duration in whole weeks ("12 weeks"), the one form the
 * story schema accepts (schema/story.ts). Any other wording ("3 months", "ongoing") leaves the
 * figure out, as a range over part of the stories would say something untrue about the rest.
 */
function engagementWeeks(stories: readonly CountedStory[]): IndexFigure | undefined {
  const weeks = stories.map((story) => /^(\d+) weeks?$/i.exec(story.duration.trim())?.[1])
  if (weeks.length === 0 || weeks.some((value) => value === undefined)) return undefined
  const numbers = weeks.map(Number)
  const [low, high] = [Math.min(...numbers), Math.max(...numbers)]
  return { value: words.weeks(low === high ? `${low}` : `${low}–${high}`), label: words.perEngagement }
}

export type HeadlineResult = {
  slug: string
  /** The key number: how far a comparison moved ("67% lower"), else the value itself ("30%"). */
  value: string
  /** What it measures, with the two ends of a comparison: "Run cost per year, $30K to $10K". */
  label: string
  /** The whole result in one sentence, as its chart gives it to screen readers. */
  sentence: string
  industry: string
  region: string
}

type HeadlineStory = Pick<CaseStudy, 'slug' | 'industry' | 'region' | 'results'>

/**
 * The strongest headline results, one per story (each story's first result, the one its figure
 * states): comparisons first, the largest relative change leading, then percentages, largest
 * first, then values alone; ties keep the stories' order (newest first).
 */
export function storiesHeadlineResults(stories: readonly HeadlineStory[], max = 3): HeadlineResult[] {
  return stories
    .flatMap((story, order) => (story.results[0] ? [{ story, result: story.results[0], order }] : []))
    .sort((a, b) => strength(b.result) - strength(a.result) || a.order - b.order)
    .slice(0, max)
    .map(({ story, result }) => {
      const chart = resultChart(result)
      const [before, after] = chart.bars
      return {
        slug: story.slug,
        value: chart.change ?? chart.value,
        label: chart.kind === 'comparison' && before && after ? words.comparison(chart.metric, before.label, after.label) : chart.metric,
        sentence: chart.sentence,
        industry: story.industry,
        region: story.region,
      }
    })
}

/** Comparisons rank above 2 (2 plus their relative change), percentages between 1 and 2, values alone at 0. */
function strength({ before, after, unit }: StoryResult) {
  if (before !== undefined) return 2 + Math.abs(after - before) / before
  if (unit === 'percent') return 1 + Math.min(after, 100) / 100
  return 0
}
