import type { StoryResult } from './types'

// Which of a story's results its hero draws as charts. The hero has room for three before it
// turns into a list; the story page draws no second set further down, so the choice is the
// page's whole picture of the outcome.

export const MAX_HERO_RESULTS = 3

/**
 * The first result always leads: it is the one the story's `figure` states, the figure its card
 * and the service pages quote. The rest follow by how much a chart can show: before-and-after
 * comparisons, then percentages on their scale, then values alone, each group in the file's order.
 * A metric already shown is skipped, so no two charts say the same thing.
 */
export function storyHeroResults(results: readonly StoryResult[]): StoryResult[] {
  const [lead, ...rest] = results
  if (!lead) return []
  const chosen: StoryResult[] = [lead]
  const ranked = rest.map((result, order) => ({ result, order })).sort((a, b) => rank(a.result) - rank(b.result) || a.order - b.order)
  for (const { result } of ranked) {
    if (chosen.length === MAX_HERO_RESULTS) break
    if (!chosen.some((shown) => shown.metric === result.metric)) chosen.push(result)
  }
  return chosen
}

/** 0 for a comparison, 1 for a percentage, 2 for a value alone: the kinds result-chart.ts draws. */
function rank(result: StoryResult) {
  if (result.before !== undefined) return 0
  return result.unit === 'percent' ? 1 : 2
}
