import { PageHero } from '~/components/sections/page-hero'
import { StoryGrid } from '~/components/sections/story-grid'
import { CtaSection } from '~/components/sections/cta-section'
import { Section } from '~/components/ui/section'
import { successStoriesPage as page } from '~/content/success-stories-page'
import { stories, toSummary } from '~/content/stories'
import { breadcrumbsTo } from '~/lib/json-ld'
import { buildMeta } from '~/lib/meta'

import type { Route } from './+types/index'

export function loader() {
  return { stories: stories.map(toSummary) }
}

export function meta() {
  return buildMeta({
    title: page.title,
    description: page.seoDescription,
    path: page.path,
    jsonLd: [breadcrumbsTo({ name: page.title, path: page.path })],
  })
}

export default function SuccessStoriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} image="/images/pages/success-stories.svg" />
      <Section aria-labelledby="case-studies-title">
        <h2 id="case-studies-title" className="sr-only">
          Case studies
        </h2>
        <StoryGrid stories={loaderData.stories} />
      </Section>
      <CtaSection title={page.cta.title} lead={page.cta.lead} />
    </>
  )
}
