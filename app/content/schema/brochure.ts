// One brochure per file: content/<locale>/brochures/<slug>.yaml. The PDF is drawn at build time
// from the services it names; `description` is shown on the brochures page and on the cover, and
// `summary` is the introduction printed beside the contents.
import { z } from 'zod'

import { paragraphs, slug, text } from './fields'

export const brochureSchema = z
  .object({
    /** Position on the brochures page. */
    order: z.number().int().positive(),
    title: text,
    description: text,
    summary: paragraphs,
    /** Services (file names under services/) the brochure covers, in print order. */
    services: z.array(slug).min(1, 'needs at least one service'),
  })
  .strict()

export type BrochureFile = z.infer<typeof brochureSchema>
