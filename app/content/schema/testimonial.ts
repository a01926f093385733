// One client quote per file: content/<locale>/testimonials/<id>.yaml. Attributed by role and
// organization type; a figure in a quote belongs to the same client's success story.
import { z } from 'zod'

import { text, uploadedImage } from './fields'

export const testimonialSchema = z
  .object({
    /** Position among the quotes on the home and stories pages. */
    order: z.number().int().positive(),
    quote: text,
    /** Who said it: a role, as the client agreed to be named. */
    clientName: text,
    /** The organization, by type and region. */
    position: text,
    /** The person's name, when they agreed to be named (shown above their role). */
    name: text.optional(),
    /** Their photo, when they agreed to one. */
    photo: uploadedImage.optional(),
  })
  .strict()

export type TestimonialFile = z.infer<typeof testimonialSchema>
