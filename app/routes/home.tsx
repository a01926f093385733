import { ClientLogosSection } from '~/components/sections/client-logos-section'
import { CtaSection } from '~/components/sections/cta-section'
import { FeaturedStoriesSection } from '~/components/sections/featured-stories-section'
import { HomeHero } from '~/components/sections/home-hero'
import { MethodologySection } from '~/components/sections/methodology-section'
import { MilestonesSection } from '~/components/sections/milestones-section'
import { ServiceCardsSection } from '~/components/sections/service-cards-section'
import { TechnologyMarquee } from '~/components/sections/technology-marquee'
import { TestimonialsSection } from '~/components/sections/testimonials-section'
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

import type { Route } from './+types/home'

// Story summaries come through the loader (run at prerender) so the stories' detail copy stays
// out of the home page's code.
export function loader() {
  return { featuredStories: featuredStories.map(toSummary) }
}

export function meta() {
  return buildMeta({ description: site.description, path: '/', jsonLd: [organizationJsonLd(), websiteJsonLd()] })
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero hero={hero} />
      <TechnologyMarquee title={sectionHeadings.technologies.title} technologies={technologies} />
      <MilestonesSection heading={sectionHeadings.milestones} milestones={milestones} highlight={womenInWorkforce} />
      <ServiceCardsSection heading={sectionHeadings.services} cards={serviceCards} />
      <MethodologySection heading={sectionHeadings.methodology} steps={methodologySteps} />
      <ClientLogosSection heading={sectionHeadings.clients} clients={clientLogos} />
      <FeaturedStoriesSection heading={sectionHeadings.stories} stories={loaderData.featuredStories} />
      <TestimonialsSection heading={sectionHeadings.testimonials} quotes={testimonials} />
      <CtaSection {...sectionHeadings.closingCta} />
    </>
  )
}
