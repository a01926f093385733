// The editor's words for a story's results (app/content/schema/story.ts): what to type in each
// field, and the units and directions in plain words with an example of how the site writes them.
import { formatResultValue, RESULT_UNIT_NAMES } from '../../app/content/result-format'
import { type ResultUnit, resultUnits } from '../../app/content/schema/story'
import type { FieldExtras } from './cms-fields'

/** A value of each unit as the site shows it, so the picker reads "US dollars ($30K)". */
const EXAMPLES: Record<ResultUnit, number> = { usd: 30000, eur: 30000, hours: 1.5, weeks: 5, percent: 30, 'hours-per-week': 28 }

export const STORY_RESULT_FIELDS: Record<string, FieldExtras> = {
  'stories.results': {
    label: 'Results (drawn as charts)',
    hint: 'The headline results as numbers. The first is the one the Figure field states; cards draw only that one.',
    summary: '{{fields.metric}}',
  },
  'stories.results.metric': {
    label: 'What was measured',
    hint: 'Starts a sentence: "Run cost per year" fell from $30,000 to $10,000. Sentence case, no number.',
  },
  'stories.results.before': {
    label: 'Before',
    hint: 'A plain number. Leave empty when the story gives only the result ("MVP in 5 weeks"); never estimate a starting value.',
  },
  'stories.results.after': {
    label: 'After (the result)',
    hint: 'A plain number: 10000 for $10K, 1.5 for 1.5h, 30 for 30%.',
  },
  'stories.results.unit': {
    options: Object.fromEntries(
      resultUnits.map((unit) => [unit, `${RESULT_UNIT_NAMES[unit]} (${formatResultValue(EXAMPLES[unit], unit).label})`]),
    ),
  },
  'stories.results.direction': {
    label: 'Which way is better',
    options: { 'lower-is-better': 'Lower is better (cost, time)', 'higher-is-better': 'Higher is better (savings, gains)' },
  },
}
