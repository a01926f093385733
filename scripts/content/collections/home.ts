import { homeSchema } from '../../../app/content/schema/home'
import { defineCollection } from '../collection'

// One file; the site imports it as it is (app/content/home.ts fills in the figures).
export const home = defineCollection({ name: 'home', singleFile: true, schema: homeSchema })
