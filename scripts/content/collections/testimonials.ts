import { type TestimonialFile, testimonialSchema } from '../../../app/content/schema/testimonial'
import { defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'
import { withImageSizes } from '../uploaded-images'

export const testimonials = defineCollection({
  name: 'testimonials',
  schema: testimonialSchema,
  check: (entries) => duplicateOrders(entries),
  output: (entries, { projectDir }) => inOrder(entries).map((quote) => withImageSizes(quote, ['photo'], projectDir)),
})

export type TestimonialRecord = ReturnType<typeof withImageSizes<TestimonialFile & { slug: string }, 'photo'>>
