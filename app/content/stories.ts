import homeFile from '../generated/content/home.json' with { type: 'json' }
import storyRecords from '../generated/content/stories.json' with { type: 'json' }
import type { StoryRecord } from '../../scripts/content/collections/stories'
import type { CaseStudy, CaseStudyItem, StorySummary } from './types'

// The eight success stories, newest first: one Markdown file each, content/en/stories/<slug>.md,
// checked against app/content/schema/story.ts when the site is built (scripts/content/). Each story
// owns exactly one of the spec's case-study figures, written exactly as the spec writes it in
// `figure`, `result` and its achievements, and never mentions another story's figure (stories.test.ts).
// Clients are described by industry and region only. Quotes in testimonials.ts repeat two figures.
export const stories: readonly CaseStudy[] = (storyRecords as StoryRecord[]).map(toCaseStudy)

/** A story file as the pages use it: the prose is its context, and list items get anchor ids. */
function toCaseStudy({ slug, body, solution, challenges, achievements, benefits, ...fields }: StoryRecord): CaseStudy {
  const { title, seoTitle, desc, industry, region, result, image, published, seoDescription, client, figure, results, duration, services } = fields
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
    results,
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
  const { slug, title, desc, industry, region, results, image } = story
  return { slug, title, desc, industry, region, results, image }
}

/** The stories shown on the home page, in the order content/en/home.yaml names them. */
export const featuredStories = homeFile.featuredStories.map((slug) => {
  const story = getStory(slug)
  // generate-content.ts has checked that each named story exists.
  if (!story) throw new Error(`content/en/home.yaml: featuredStories: no success story "${slug}"`)
  return story
})
