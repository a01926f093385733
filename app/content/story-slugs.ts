// The eight success-story slugs, exactly as the specification lists them. Kept dependency-free so the
// router config can build the prerender list from it.
export const storySlugs = [
  'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
  'enhancing-project-document-access-and-querying-with-advanced-tool',
  'determine-report-product-superiority-own-competitor-products',
  'al-data-analytics-platform-to-empower-the-business',
  'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
  'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
  'order-management-system-to-improve-operational-efficiency',
  'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
] as const

export type StorySlug = (typeof storySlugs)[number]

export function storyPath(slug: string) {
  return `/success-stories/${slug}` as const
}

/** A story's title in the browser tab and search results: `seoTitle` where `title` is too long. */
export function storyPageTitle(story: { title: string; seoTitle?: string }): string {
  return story.seoTitle ?? story.title
}
