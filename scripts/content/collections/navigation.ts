import { navigationSchema } from '../../../app/content/schema/navigation'
import { defineCollection } from '../collection'

// One file; app/content/navigation.ts adds the services menu, the blog's address and the offices.
export const navigation = defineCollection({ name: 'navigation', singleFile: true, schema: navigationSchema })
