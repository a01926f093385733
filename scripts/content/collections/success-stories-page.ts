import { successStoriesPageSchema } from '../../../app/content/schema/success-stories-page'
import { defineCollection } from '../collection'

export const successStoriesPage = defineCollection({
  name: 'success-stories',
  singleFile: true,
  schema: successStoriesPageSchema,
})
