import { data } from 'react-router'

import { CtaSection } from '~/components/sections/cta-section'
import { ExtraSection } from '~/components/sections/extra-section'
import { FaqSection } from '~/components/sections/faq-section'
import { IconCardsSection } from '~/components/sections/icon-cards-section'
import { ProcessSection } from '~/components/sections/process-section'
import { ProofSection } from '~/components/sections/proof-section'
import { ProseSection } from '~/components/sections/prose-section'
import { ServiceHero } from '~/components/sections/service-hero'
import { TechnologiesSection } from '~/components/sections/technologies-section'
import type { Tone } from '~/components/ui/section'
import { StaticHtml } from '~/components/ui/static-html'
import { serviceHeroProof } from '~/content/service-hero-proof'
import { getServicePage } from '~/content/service-pages'
import { getServiceByPath } from '~/content/services'
import { getStory } from '~/content/stories'
import { breadcrumbsTo, faqPageJsonLd, serviceJsonLd } from '~/lib/seo/json-ld'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'

import { pagePathOf } from '~/content/locale'
import type { Route } from './+types/service'

// Runs at build time (prerender): the page's head tags. Its body needs no script; it is rendered
// at prerender only (StaticHtml), so no service's copy or section components reach the client code.
export function loader({ url }: Route.LoaderArgs) {
  const service = getServiceByPath(pagePathOf(url.pathname))
  if (!service) throw data(null, { status: 404, statusText: 'Not Found' })
  const page = getServicePage(service.slug)
  return {
    // Which service the prerendered body shows (the document's URL may end in a slash).
    path: service.path,
    meta: buildMeta({
      title: service.name,
      description: service.seoDescription,
      path: service.path,
      // There is no services index page: the trail is Home > the service.
      jsonLd: [serviceJsonLd(service), faqPageJsonLd(page.faqs), breadcrumbsTo({ name: service.name, path: service.path })],
    }),
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <ServicePage path={loaderData.path} /> : null}
    </StaticHtml>
  )
}

function ServicePage({ path }: { path: string }) {
  const service = getServiceByPath(path)
  // The loader found it; a miss here is a bug, and failing the prerender beats an empty page.
  if (!service) throw new Error(`No service at ${path}`)
  const page = getServicePage(service.slug)
  const stories = page.proof.stories.flatMap((slug) => getStory(slug) ?? [])
  // Bands alternate plain and tinted below the overview, whatever sections a service has.
  const tone = (index: number): Tone => (index % 2 === 0 ? 'tinted' : 'plain')
  const extras = page.extraSections ?? []
  const after = extras.length + 1

  return (
    <>
      <ServiceHero
        heading={service.name}
        promise={page.hero.promise}
        lead={page.hero.lead}
        secondaryCta={page.hero.secondaryCta}
        proof={serviceHeroProof({ stories, figures: page.proof.figures, measures: page.proof.measures })}
      />
      <ProseSection id="overview" intro={page.overview} paragraphs={page.overview.paragraphs} />
      <IconCardsSection id="offerings" intro={page.offerings} items={page.offerings.items} tone={tone(0)} />
      {extras.map((section, index) => (
        <ExtraSection key={section.id} section={section} tone={tone(index + 1)} />
      ))}
      <IconCardsSection id="benefits" intro={page.benefits} items={page.benefits.items} tone={tone(after)} />
      <ProcessSection intro={page.process} steps={page.process.steps} tone={tone(after + 1)} />
      <TechnologiesSection intro={page.technologies} items={page.technologies.items} tone={tone(after + 2)} />
      <ProofSection
        intro={page.proof}
        figures={page.proof.figures}
        stories={stories}
        measures={page.proof.measures}
        tone={tone(after + 3)}
      />
      <FaqSection items={page.faqs} tone={tone(after + 4)} />
      <CtaSection title={page.cta.title} lead={page.cta.lead} />
    </>
  )
}
