import { CtaSection } from '~/components/sections/cta-section'
import { StoriesIndexHero } from '~/components/sections/stories-index-hero'
import { StoryGrid } from '~/components/sections/story-grid'
import { Section } from '~/components/ui/section'
import { StaticHtml } from '~/components/ui/static-html'
import { services } from '~/content/services'
import { stories, toSummary } from '~/content/stories'
import { storiesHeadlineResults, storiesIndexFigures } from '~/content/stories-index-figures'
import { successStoriesPage as page } from '~/content/success-stories-page'
import { breadcrumbsTo } from '~/lib/seo/json-ld'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'
import { storyMessages } from '~/messages/edition/stories'

import type { Route } from './+types/index'

// Runs at build time (prerender): the page's head tags. The body needs no script; it is rendered at
// prerender only (StaticHtml).
export function loader() {
  return {
    meta: buildMeta({
      title: page.title,
      description: page.seoDescription,
      path: page.path,
      jsonLd: [breadcrumbsTo({ name: page.title, path: page.path })],
    }),
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function SuccessStoriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <SuccessStoriesPage /> : null}
    </StaticHtml>
  )
}

function SuccessStoriesPage() {
  return (
    <>
      <StoriesIndexHero
        eyebrow={page.eyebrow}
        heading={page.heading}
        intro={page.intro}
        figures={storiesIndexFigures(stories, services.length)}
        headlines={storiesHeadlineResults(stories)}
      />
      <Section aria-labelledby="case-studies-title">
        <h2 id="case-studies-title" className="sr-only">
          {storyMessages.caseStudies}
        </h2>
        <StoryGrid stories={stories.map(toSummary)} />
      </Section>
      <CtaSection title={page.cta.title} lead={page.cta.lead} />
    </>
  )
}
