// The success stories list page's own copy (/success-stories): one file,
// content/<locale>/success-stories.yaml. The stories themselves are content/<locale>/stories/.
import { z } from 'zod'

import { paragraphs, text } from './fields'

export const successStoriesPageSchema = z
  .object({
    title: text,
    seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    eyebrow: text,
    heading: text,
    intro: paragraphs,
    cta: z.object({ title: text, lead: text }).strict(),
  })
  .strict()

export type SuccessStoriesPageFile = z.infer<typeof successStoriesPageSchema>
