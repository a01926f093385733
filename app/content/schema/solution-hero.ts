// A solution page's hero (startups, enterprises, the three clouds, HPC data lab, disaster recovery)
// leads with the audience's situation and a decision aid instead of an illustration: `problem`, the
// two or three statements a visitor should recognize, and `choices`, "if this is you, go there".
// Kept apart from page.ts so the page schema gains two optional fields and one check, nothing more.
import { z } from 'zod'

import { sitePath, text } from './fields'

export const heroProblem = z
  .object({
    title: text,
    /** Short statements of the audience's situation, in their words rather than ours. */
    items: z.array(text).min(2, 'needs 2 or 3 statements').max(3, 'needs 2 or 3 statements'),
  })
  .strict()

export const heroChoices = z
  .object({
    title: text,
    items: z
      .array(
        z
          .object({
            /** The visitor's case, written to follow "If": "your data must stay in your own data center". */
            situation: text,
            /** The page that case leads to, as its link reads: "Private cloud". */
            choice: text,
            /** A page of this site; checked against the route list with the whole collection. */
            href: sitePath,
          })
          .strict(),
      )
      .min(2, 'needs 2 to 4 choices')
      .max(4, 'needs 2 to 4 choices'),
  })
  .strict()

type HeroFields = { image?: string; screen?: string; problem?: unknown; choices?: unknown }

/**
 * What a hero may not combine with the solution fields: a solution hero has no illustration and no
 * product screen, and a decision aid without the problem it answers would never be shown (the page
 * renders a solution hero only when `problem` is written).
 */
export function solutionHeroConflicts(hero: HeroFields) {
  const conflicts: { field: 'image' | 'screen' | 'problem'; message: string }[] = []
  if (hero.problem === undefined && hero.choices === undefined) return conflicts
  if (hero.image) conflicts.push({ field: 'image', message: 'a hero with problem or choices has no illustration: remove image' })
  if (hero.screen) conflicts.push({ field: 'screen', message: 'a hero with problem or choices shows no product screen: remove screen' })
  if (hero.problem === undefined) {
    conflicts.push({ field: 'problem', message: 'required when the hero has choices: the decision aid follows the problem it answers' })
  }
  return conflicts
}
