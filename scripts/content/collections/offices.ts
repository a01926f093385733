import { officeSchema } from '../../../app/content/schema/office'
import { defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'

export const offices = defineCollection({
  name: 'offices',
  schema: officeSchema,
  check: (entries) => duplicateOrders(entries),
  output: inOrder,
  // The booking dialog's fallback (its template, rendered at prerender) needs only these.
  extraFiles: (entries) => ({
    'office-contacts': inOrder(entries).map(({ city, email, phone, timeZone }) => ({ city, email, phone, timeZone })),
  }),
})
