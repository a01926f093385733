// One success story: the card summary, the detail page and its search text, in one Markdown file
// per story under content/<locale>/stories/. The front matter holds the fields below; the prose
// after it is the story's narrative ("The client and the starting point"), one paragraph per block.
import { z } from 'zod'

import { paragraphs, publicFile, slug, text } from './fields'

/** A calendar date written YYYY-MM-DD; the pattern alone would let 2025-02-30 through. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'is not a real calendar date',
  }) as unknown as z.ZodType<`${number}-${number}-${number}`>

/** An entry of the solution, challenges, achievements or benefits list; its anchor id is its place. */
const listItem = z.object({ title: text, description: text }).strict()
const list = z.array(listItem).min(1, 'needs at least one item')

export const storySchema = z
  .object({
    title: text,
    /** The browser-tab and search title when `title` is too long: "Company | " plus this within 70 characters. */
    seoTitle: text.optional(),
    /** The card text and the page lead. */
    desc: text,
    industry: text,
    region: text,
    /** The headline result on cards: one of the spec's figures where the story has one. */
    result: text,
    /** Card and hero illustration under public/. */
    image: publicFile,
    /** First publication: the Article's datePublished; the list shows the newest first. */
    published: isoDate,
    seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    /** The anonymized client: industry and region, never a company name. */
    client: z.object({ description: text, size: text }).strict(),
    /** The spec figure this story owns, written exactly as the spec writes it. */
    figure: text,
    duration: text,
    solution: list,
    challenges: list,
    achievements: list,
    benefits: list,
    /** Slugs of the services involved (file names under content/<locale>/services/). */
    services: z.array(slug).min(1, 'needs at least one service'),
    /** The Markdown prose after the front matter: the situation before the engagement. */
    body: paragraphs,
  })
  .strict()

/** A story file as read: front matter fields plus `body`. */
export type StoryFile = z.infer<typeof storySchema>
