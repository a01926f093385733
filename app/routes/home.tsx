import { ClientLogosSection } from '~/components/sections/client-logos-section'
import { CtaSection } from '~/components/sections/cta-section'
import { FeaturedStoriesSection } from '~/components/sections/featured-stories-section'
import { HomeHero } from '~/components/sections/home-hero'
import { MethodologySection } from '~/components/sections/methodology-section'
import { MilestonesSection } from '~/components/sections/milestones-section'
import { ServiceCardsSection } from '~/components/sections/service-cards-section'
import { TechnologyMarquee } from '~/components/sections/technology-marquee'
import { TestimonialsSection } from '~/components/sections/testimonials-section'
import { StaticHtml } from '~/components/ui/static-html'
import {
  clientLogos,
  hero,
  methodologySteps,
  milestones,
  sectionHeadings,
  serviceCards,
  technologies,
  womenInWorkforce,
} from '~/content/home'
import { site } from '~/content/site'
import { featuredStories, toSummary } from '~/content/stories'
import { testimonials } from '~/content/testimonials'
import { organizationJsonLd, websiteJsonLd } from '~/lib/json-ld'
import { buildMeta } from '~/lib/meta'
import { renderStaticHtml } from '~/lib/render-static-html.server'
import { loaderMeta } from '~/lib/static-page'

import type { Route } from './+types/home'

// Runs at build time (prerender). Two sections need script (the marquee's pause button and the
// counters) and get their content as data; the rest of the page comes as markup, so its copy and
// components stay out of the client code.
export function loader() {
  return {
    meta: buildMeta({ description: site.description, path: '/', jsonLd: [organizationJsonLd(), websiteJsonLd()] }),
    heroHtml: renderStaticHtml(<HomeHero hero={hero} />),
    marquee: { title: sectionHeadings.technologies.title, technologies },
    milestones: { heading: sectionHeadings.milestones, milestones, highlight: womenInWorkforce },
    restHtml: renderStaticHtml(
      <>
        <ServiceCardsSection heading={sectionHeadings.services} cards={serviceCards} />
        <MethodologySection heading={sectionHeadings.methodology} steps={methodologySteps} />
        <ClientLogosSection heading={sectionHeadings.clients} clients={clientLogos} />
        <FeaturedStoriesSection heading={sectionHeadings.stories} stories={featuredStories.map(toSummary)} />
        <TestimonialsSection heading={sectionHeadings.testimonials} quotes={testimonials} />
        <CtaSection {...sectionHeadings.closingCta} />
      </>,
    ),
  }
}

export const meta = loaderMeta

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.heroHtml} />
      <TechnologyMarquee {...loaderData.marquee} />
      <MilestonesSection {...loaderData.milestones} />
      <StaticHtml html={loaderData.restHtml} />
    </>
  )
}
