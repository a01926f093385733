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
import { hero, methodologySteps, milestones, sectionHeadings, serviceCards, technologies, womenInWorkforce } from '~/content/home'
import { site } from '~/content/site'
import { featuredStories, toSummary } from '~/content/stories'
import { clients } from '~/content/people-and-proof'
import { testimonials } from '~/content/testimonials'
import { organizationJsonLd, websiteJsonLd } from '~/lib/seo/json-ld'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'

import type { Route } from './+types/home'

// Runs at build time (prerender): the page's head tags. The page needs no React on the client: it is
// rendered at prerender only (StaticHtml), and the site layout runs its counters and pause button.
export function loader() {
  return {
    meta: buildMeta({ description: site.description, path: '/', jsonLd: [organizationJsonLd(), websiteJsonLd()] }),
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <HomePage /> : null}
    </StaticHtml>
  )
}

function HomePage() {
  // Client logos are left out until there are some; the bands after them then swap tones, so
  // two bands of one tone never meet (methodology is tinted).
  const clientsShown = clients.length > 0
  return (
    <>
      <HomeHero hero={hero} />
      <TechnologyMarquee title={sectionHeadings.technologies.title} technologies={technologies} />
      <MilestonesSection heading={sectionHeadings.milestones} milestones={milestones} highlight={womenInWorkforce} />
      <ServiceCardsSection heading={sectionHeadings.services} cards={serviceCards} />
      <MethodologySection heading={sectionHeadings.methodology} steps={methodologySteps} />
      <ClientLogosSection heading={sectionHeadings.clients} clients={clients} />
      <FeaturedStoriesSection
        heading={sectionHeadings.stories}
        stories={featuredStories.map(toSummary)}
        tone={clientsShown ? 'tinted' : 'plain'}
      />
      <TestimonialsSection heading={sectionHeadings.testimonials} quotes={testimonials} tone={clientsShown ? 'plain' : 'tinted'} />
      <CtaSection {...sectionHeadings.closingCta} />
    </>
  )
}
