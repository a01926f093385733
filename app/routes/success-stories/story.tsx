import { data, useParams } from 'react-router'

import { CaseStudyList } from '~/components/sections/case-study-list'
import { CtaSection } from '~/components/sections/cta-section'
import { LinksSection } from '~/components/sections/links-section'
import { StoryContextSection } from '~/components/sections/story-context-section'
import { StoryHero } from '~/components/sections/story-hero'
import { Container } from '~/components/ui/container'
import { StaticHtml } from '~/components/ui/static-html'
import { getServiceBySlug } from '~/content/services'
import { getStory } from '~/content/stories'
import { storyContextFacts } from '~/content/story-context-facts'
import { storyHeroResults } from '~/content/story-hero-results'
import { storyPageTitle, storyPath } from '~/content/story-slugs'
import { successStoriesPage } from '~/content/success-stories-page'
import { monthAndYear } from '~/lib/text/format-date'
import { articleJsonLd, breadcrumbsTo } from '~/lib/seo/json-ld'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'
import { storyMessages as messages } from '~/messages/edition/stories'

import type { Route } from './+types/story'

// Runs at build time (prerender): the page's head tags. The body needs no script; it is rendered at
// prerender only (StaticHtml), so no story's copy reaches the client code.
export function loader({ params }: Route.LoaderArgs) {
  const story = getStory(params.slug)
  if (!story) throw data(null, { status: 404, statusText: 'Not Found' })
  const path = storyPath(story.slug)
  return {
    meta: buildMeta({
      title: storyPageTitle(story),
      description: story.seoDescription,
      path,
      type: 'article',
      jsonLd: [
        articleJsonLd(story),
        breadcrumbsTo({ name: successStoriesPage.title, path: successStoriesPage.path }, { name: story.title, path }),
      ],
    }),
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function StoryRoute({ loaderData }: Route.ComponentProps) {
  const { slug = '' } = useParams()
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <StoryPage slug={slug} /> : null}
    </StaticHtml>
  )
}

function StoryPage({ slug }: { slug: string }) {
  const story = getStory(slug)
  // The loader found it; a miss here is a bug, and failing the prerender beats an empty page.
  if (!story) throw new Error(`No success story ${slug}`)
  const services = story.services.flatMap((serviceSlug) => {
    const service = getServiceBySlug(serviceSlug)
    return service ? [{ label: service.name, path: service.path, description: service.desc }] : []
  })
  return (
    <>
      <StoryHero
        eyebrow={
          // The publication date as a <time>, which search engines read beside the Article's datePublished.
          <>
            {`${messages.eyebrow} · `}
            <time dateTime={story.published}>{monthAndYear(story.published)}</time>
          </>
        }
        heading={story.title}
        promise={story.result}
        lead={story.desc}
        facts={storyContextFacts(story, (serviceSlug) => getServiceBySlug(serviceSlug)?.name)}
        results={storyHeroResults(story.results)}
        secondaryCta={{ label: messages.allStories, href: '/success-stories' }}
      />
      <StoryContextSection blocks={story.context} />
      <section aria-label={messages.lists.label} className="py-16 sm:py-20">
        <Container className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <CaseStudyList id="challenges" title={messages.lists.challenges} icon="target" items={story.challenges} />
          <CaseStudyList id="solution" title={messages.lists.solution} icon="wrench" items={story.solution} />
          <CaseStudyList id="achievements" title={messages.lists.achievements} icon="badge-check" items={story.achievements} />
          <CaseStudyList id="benefits" title={messages.lists.benefits} icon="chart-line" items={story.benefits} />
        </Container>
      </section>
      <LinksSection id="services" intro={messages.services} links={services} tone="tinted" />
      <CtaSection title={messages.cta.title} lead={messages.cta.lead} secondary={{ label: messages.moreStories, to: '/success-stories' }} />
    </>
  )
}
