// The careers page's own copy (/careers): one file, content/<locale>/careers.yaml. The roles are
// content/<locale>/jobs/; the offices and practices the page shows come from the offices and the
// services the open roles name.
import { z } from 'zod'

import { iconCard } from './service'
import { paragraphs, text } from './fields'

const intro = z.object({ eyebrow: text, title: text, lead: text }).strict()

export const careersPageSchema = z
  .object({
    title: text,
    seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    hero: z.object({ eyebrow: text, heading: text, promise: text, lead: paragraphs }).strict(),
    /** The open roles, with their filters; `empty` is what the page says while no role is open. */
    roles: z.object({ intro, empty: z.object({ title: text, lead: text }).strict() }).strict(),
    /**
     * Why work here: the facts of the about page, no new claims. No figure tiles: the company's
     * figures are shown on the pages about the company (home, about, stories) and nowhere else.
     */
    why: z.object({ intro, items: z.array(iconCard.strict()).min(1) }).strict(),
    /** The practices hiring now: one card per service an open role names. */
    practices: z.object({ intro }).strict(),
    offices: z.object({ intro }).strict(),
    /** The interview process every role follows; each role adds its own exercise. */
    interview: z.object({ intro, steps: z.array(z.object({ title: text, description: text }).strict()).min(2) }).strict(),
    cta: z.object({ title: text, lead: text }).strict(),
  })
  .strict()

export type CareersPageFile = z.infer<typeof careersPageSchema>
