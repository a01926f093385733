import { officeSchema } from '../../../app/content/schema/office'
import { defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'

export const offices = defineCollection({
  name: 'offices',
  schema: officeSchema,
  check: (entries) => duplicateOrders(entries),
  output: inOrder,
})
