import { data } from 'react-router'

import { CtaSection } from '~/components/sections/cta-section'
import { ExtraSection } from '~/components/sections/extra-section'
import { FaqSection } from '~/components/sections/faq-section'
import { IconCardsSection } from '~/components/sections/icon-cards-section'
import { PageHero } from '~/components/sections/page-hero'
import { ProcessSection } from '~/components/sections/process-section'
import { ProofSection } from '~/components/sections/proof-section'
import { ProseSection } from '~/components/sections/prose-section'
import { TechnologiesSection } from '~/components/sections/technologies-section'
import type { Tone } from '~/components/ui/section'
import { StaticHtml } from '~/components/ui/static-html'
import { getServicePage } from '~/content/service-pages'
import type { ServiceContent } from '~/content/service-types'
import { getServiceByPath } from '~/content/services'
import { getStory } from '~/content/stories'
import type { CaseStudy, ServiceEntry } from '~/content/types'
import { breadcrumbsTo, faqPageJsonLd, serviceJsonLd } from '~/lib/json-ld'
import { loaderMeta, type StaticPageData } from '~/lib/static-page'
import { staticPage } from '~/lib/static-page.server'

import type { Route } from './+types/service'

// Runs at build time (prerender). The page needs no script, so its data is its markup and head
// tags: no service's copy or section components are in the client code.
export function loader({ url }: Route.LoaderArgs): StaticPageData {
  const service = getServiceByPath(url.pathname)
  if (!service) throw data(null, { status: 404, statusText: 'Not Found' })
  const page = getServicePage(service.slug)
  const stories = page.proof.stories.flatMap((slug) => getStory(slug) ?? [])
  return staticPage(
    {
      title: service.name,
      description: service.seoDescription,
      path: service.path,
      // There is no services index page: the trail is Home > the service.
      jsonLd: [serviceJsonLd(service), faqPageJsonLd(page.faqs), breadcrumbsTo({ name: service.name, path: service.path })],
    },
    <ServicePage service={service} page={page} stories={stories} />,
  )
}

export const meta = loaderMeta

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />
}

type ServicePageProps = {
  service: ServiceEntry
  page: ServiceContent
  stories: readonly CaseStudy[]
}

function ServicePage({ service, page, stories }: ServicePageProps) {
  // Bands alternate plain and tinted below the overview, whatever sections a service has.
  const tone = (index: number): Tone => (index % 2 === 0 ? 'tinted' : 'plain')
  const extras = page.extraSections ?? []
  const after = extras.length + 1

  return (
    <>
      <PageHero
        eyebrow="Our services"
        heading={service.name}
        promise={page.hero.promise}
        intro={[page.hero.lead]}
        secondaryCta={page.hero.secondaryCta}
        image={service.img}
      />
      <ProseSection id="overview" intro={page.overview} paragraphs={page.overview.paragraphs} />
      <IconCardsSection id="offerings" intro={page.offerings} items={page.offerings.items} tone={tone(0)} />
      {extras.map((section, index) => (
        <ExtraSection key={section.id} section={section} tone={tone(index + 1)} />
      ))}
      <IconCardsSection id="benefits" intro={page.benefits} items={page.benefits.items} tone={tone(after)} />
      <ProcessSection intro={page.process} steps={page.process.steps} tone={tone(after + 1)} />
      <TechnologiesSection intro={page.technologies} items={page.technologies.items} tone={tone(after + 2)} />
      <ProofSection intro={page.proof} figures={page.proof.figures} stories={stories} tone={tone(after + 3)} />
      <FaqSection items={page.faqs} tone={tone(after + 4)} />
      <CtaSection title={page.cta.title} lead={page.cta.lead} />
    </>
  )
}
