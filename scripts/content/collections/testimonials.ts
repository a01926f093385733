import { testimonialSchema } from '../../../app/content/schema/testimonial'
import { defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'

export const testimonials = defineCollection({
  name: 'testimonials',
  schema: testimonialSchema,
  check: (entries) => duplicateOrders(entries),
  output: inOrder,
})
