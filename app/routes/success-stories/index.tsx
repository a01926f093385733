import { PageHero } from '~/components/sections/page-hero'
import { StoryCard } from '~/components/sections/story-card'
import { Section } from '~/components/ui/section'
import { getPageIntro } from '~/content/pages'
import { stories } from '~/content/stories'
import { buildMeta } from '~/lib/meta'

const page = getPageIntro('/success-stories')!

export function meta() {
  return buildMeta({ title: page.title, description: page.seoDescription, path: page.path })
}

export default function SuccessStoriesRoute() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <Section aria-label="Case studies">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.slug} className="flex">
              <StoryCard story={story} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
