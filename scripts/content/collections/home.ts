import { homeSchema } from '../../../app/content/schema/home'
import { defineCollection } from '../collection'

// One file; the site imports it as it is (app/content/home.ts fills in the figures and stories).
export const home = defineCollection({
  name: 'home',
  singleFile: true,
  schema: homeSchema,
  check(entries, { refer }) {
    for (const { file, data } of entries) data.featuredStories.forEach((story, i) => refer(`${file}: featuredStories[${i}]`, 'stories', story))
    return []
  },
})
