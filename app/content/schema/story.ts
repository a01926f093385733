// One success story: the card summary, the detail page and its search text, in one Markdown file
// per story under content/<locale>/stories/. The front matter holds the fields below; the prose
// after it is the story's narrative ("The client and the starting point"), one Markdown block each.
import { z } from 'zod'

import { markdownProblems } from '../../lib/text/markdown'
import { MARKDOWN_FORMATS } from '../markdown-formats'
import { isoDate, paragraphs, publicationDate, publicFile, slug, text } from './fields'

/** An entry of the solution, challenges, achievements or benefits list; its anchor id is its place. */
const listItem = z.object({ title: text, description: text }).strict()
const list = z.array(listItem).min(1, 'needs at least one item')

/** What a result is counted in; result-format.ts writes each as the spec does ("$30K", "30K euros", "3h"). */
export const resultUnits = ['usd', 'eur', 'hours', 'weeks', 'percent', 'hours-per-week'] as const
export type ResultUnit = (typeof resultUnits)[number]

/** Which way is better, so a chart can say "67% lower" and the check below can catch swapped values. */
export const resultDirections = ['lower-is-better', 'higher-is-better'] as const
export type ResultDirection = (typeof resultDirections)[number]

/** A number as the chart draws it; "30K" or "$30,000" in the file is a mistake an editor can fix. */
const quantity = z.number({ error: 'must be a plain number, e.g. 30000 for $30K or 1.5 for 1.5h' })

/**
 * One headline result, drawn as a chart on the story page, the cards and the brochures: before and
 * after when the story states both ("run cost from $30K to $10K per year"), or the result alone
 * when it states only that ("28 man-hours per week saved"), never a baseline the story does not give.
 */
export const storyResult = z
  .object({
    /** What was measured, as the start of a sentence: "Run cost per year", "ML run time". */
    metric: text,
    before: quantity.positive('must be above 0 (leave it out when the story gives no starting value)').optional(),
    after: quantity.nonnegative('must be 0 or more'),
    unit: z.enum(resultUnits, { error: (issue) => `unknown unit "${String(issue.input)}": use one of ${resultUnits.join(', ')}` }),
    direction: z.enum(resultDirections, { error: (issue) => `unknown direction "${String(issue.input)}": use ${resultDirections.join(' or ')}` }),
  })
  .strict()
  .superRefine((result, context) => {
    // A success story shows an improvement: "after" on the wrong side of "before" is almost
    // always the two values swapped, or the wrong direction chosen.
    if (result.before === undefined) return
    if (result.direction === 'lower-is-better' && result.after >= result.before) {
      context.addIssue({ code: 'custom', path: ['after'], message: `must be below before (${result.before}) when lower is better` })
    }
    if (result.direction === 'higher-is-better' && result.after <= result.before) {
      context.addIssue({ code: 'custom', path: ['after'], message: `must be above before (${result.before}) when higher is better` })
    }
  })

/** A result as written in a story file. */
export type StoryResult = z.infer<typeof storyResult>

export const storySchema = z
  .object({
    title: text,
    /** The browser-tab and search title when `title` is too long: "Company | " plus this within 70 characters. */
    seoTitle: text.optional(),
    /** The card text and the page lead. */
    desc: text,
    industry: text,
    region: text,
    /** The headline result in words, under the story page's title: one of the spec's figures where the story has one. */
    result: text,
    /** Card and hero illustration under public/. */
    image: publicFile,
    /** First publication: the Article's datePublished; the list shows the newest first. Never after settings' contentUpdated (the dateModified). */
    published: publicationDate(isoDate),
    seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    /** The anonymized client: industry and region, never a company name. */
    client: z.object({ description: text, size: text }).strict(),
    /** The spec figure this story owns, written exactly as the spec writes it. */
    figure: text,
    /** The headline results as numbers, drawn as charts; the first is the one `figure` states. */
    results: z.array(storyResult).min(1, 'needs at least one result'),
    /** The engagement's length in whole weeks: the stories page counts them into "10–20 weeks per engagement" (stories-index-figures.ts). */
    duration: z.string().regex(/^[1-9]\d* weeks?$/, 'must be a whole number of weeks, like 12 weeks'),
    solution: list,
    challenges: list,
    achievements: list,
    benefits: list,
    /** Slugs of the services involved (file names under content/<locale>/services/). */
    services: z.array(slug).min(1, 'needs at least one service'),
    /**
     * The Markdown prose after the front matter: the situation before the engagement, one string per
     * block (read-content.ts), in only the formats the editor offers and the page renders.
     */
    body: paragraphs.superRefine((blocks, context) => {
      blocks.forEach((block, i) => {
        for (const message of markdownProblems(block, MARKDOWN_FORMATS)) context.addIssue({ code: 'custom', path: [i], message })
      })
    }),
  })
  .strict()

/** A story file as read: front matter fields plus `body`. */
export type StoryFile = z.infer<typeof storySchema>
