import storyRecords from '../generated/content/stories.json' with { type: 'json' }
import type { StoryRecord } from '../../scripts/content/collections/stories'
import type { StorySlug } from './story-slugs'
import type { CaseStudy, CaseStudyItem, StorySummary } from './types'

// The eight success stories, newest first: one Markdown file each, content/en/stories/<slug>.md,
// checked against app/content/schema/story.ts when the site is built (scripts/content/). Each story
// owns exactly one of the spec's case-study figures, written exactly as the spec writes it in
// `figure`, `result` and its achievements, and never mentions another story's figure (stories.test.ts).
// Clients are described by industry and region only. Quotes in testimonials.ts repeat two figures.
export const stories: readonly CaseStudy[] = (storyRecords as StoryRecord[]).map(toCaseStudy)

/** A story file as the pages use it: the prose is its context, and list items get anchor ids. */
function toCaseStudy({ slug, body, solution, challenges, achievements, benefits, ...fields }: StoryRecord): CaseStudy {
  const { title, seoTitle, desc, industry, region, result, image, published, seoDescription, client, figure, duration, services } = fields
  return {
    slug,
    title,
    ...(seoTitle === undefined ? {} : { seoTitle }),
    desc,
    industry,
    region,
    result,
    image,
    published,
    seoDescription,
    client,
    context: body,
    figure,
    duration,
    solution: withIds('solution', solution),
    challenges: withIds('challenge', challenges),
    achievements: withIds('achievement', achievements),
    benefits: withIds('benefit', benefits),
    services,
  }
}

/** `solution-1`, `solution-2`...: the ids the page gives each list item as its anchor. */
function withIds(prefix: string, items: readonly Omit<CaseStudyItem, 'id'>[]): CaseStudyItem[] {
  return items.map((item, i) => ({ id: `${prefix}-${i + 1}`, ...item }))
}

export function getStory(slug: string) {
  return stories.find((story) => story.slug === slug)
}

/** The card fields of a story, so lists and loaders do not ship the whole detail page. */
export function toSummary(story: StorySummary): StorySummary {
  const { slug, title, desc, industry, region, result, image } = story
  return { slug, title, desc, industry, region, result, image }
}

/** The three stories shown on the home page, by slug. */
export const featuredStorySlugs = [
  'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
  'al-data-analytics-platform-to-empower-the-business',
  'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
] as const satisfies readonly StorySlug[]

export const featuredStories = featuredStorySlugs.map((slug) => {
  const story = getStory(slug)
  if (!story) throw new Error(`Unknown featured story: ${slug}`)
  return story
})
