import { homeSchema } from '../../../app/content/schema/home'
import { defineCollection } from '../collection'

// One file; the site imports it as it is (app/content/home.ts fills in the figures and stories).
export const home = defineCollection({
  name: 'home',
  singleFile: true,
  schema: homeSchema,
  check: (entries, { slugsOf }) =>
    entries.flatMap(({ file, data }) =>
      data.featuredStories.flatMap((story, i) =>
        slugsOf('stories').includes(story) ? [] : [`${file}: featuredStories[${i}]: no success story "${story}"`],
      ),
    ),
})
