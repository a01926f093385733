import { careersPageSchema } from '../../../app/content/schema/careers-page'
import { defineCollection } from '../collection'

// One file, content/<locale>/careers.yaml: the careers page's own copy (app/content/careers-page.ts).
export const careersPage = defineCollection({ name: 'careers', singleFile: true, schema: careersPageSchema })
