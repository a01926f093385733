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
  testimonials,
  womenInWorkforce,
} from '~/content/home'
import { site } from '~/content/site'
import { featuredStories } from '~/content/stories'
import { buildMeta } from '~/lib/meta'

export function meta() {
  return buildMeta({ description: site.description, path: '/' })
}

export default function HomeRoute() {
  return (
    <>
      <HomeHero hero={hero} />
      <TechnologyMarquee title={sectionHeadings.technologies.title} technologies={technologies} />
      <MilestonesSection heading={sectionHeadings.milestones} milestones={milestones} highlight={womenInWorkforce} />
      <ServiceCardsSection heading={sectionHeadings.services} cards={serviceCards} />
      <MethodologySection heading={sectionHeadings.methodology} steps={methodologySteps} />
      <ClientLogosSection heading={sectionHeadings.clients} clients={clientLogos} />
      <FeaturedStoriesSection heading={sectionHeadings.stories} stories={featuredStories} />
      <TestimonialsSection heading={sectionHeadings.testimonials} quotes={testimonials} />
      <CtaSection {...sectionHeadings.closingCta} />
    </>
  )
}
