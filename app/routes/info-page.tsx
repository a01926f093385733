import { data } from 'react-router'

import { CompanyHero } from '~/components/sections/company-hero/company-hero'
import { CtaSection } from '~/components/sections/cta-section'
import { DocumentHero } from '~/components/sections/document-hero'
import type { BrochureListing } from '~/components/sections/brochures-section'
import { type BlockData, PageBlocks } from '~/components/sections/page-blocks'
import { PageHero } from '~/components/sections/page-hero'
import { ProductHero } from '~/components/sections/realm/product-hero'
import { SolutionHero } from '~/components/sections/solution-hero'
import { StaticHtml } from '~/components/ui/static-html'
import { documentBlockOf } from '~/content/document-page'
import { getInfoPage } from '~/content/info-pages'
import type { InfoPageContent } from '~/content/page-types'
import { offices } from '~/content/offices'
import { badges, team } from '~/content/people-and-proof'
import { stories, toSummary } from '~/content/stories'
import { listBrochures } from '~/lib/documents/brochure-listing.server'
import { breadcrumbsTo, faqPageJsonLd, officesJsonLd } from '~/lib/seo/json-ld'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'

import { pagePathOf } from '~/content/locale'
import type { Route } from './+types/info-page'

// Runs at build time (prerender): the page's head tags, and the brochure files' sizes where the page
// lists them (read from the generated PDFs). The body needs no script; it is rendered at prerender
// only (StaticHtml), so no page's copy or section components reach the client code.
export async function loader({ url }: Route.LoaderArgs) {
  const page = getInfoPage(pagePathOf(url.pathname))
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' })
  const brochures = page.blocks.some((block) => block.kind === 'brochures') ? await listBrochures() : []
  const { offices: listedOffices } = blockDataFor(page, brochures)
  // Structured data for what the page shows: its FAQ, and the office addresses where it lists them.
  const faqs = page.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : []))
  return {
    // Which page the prerendered body shows (the document's URL may end in a slash).
    path: page.path,
    meta: buildMeta({
      title: page.title,
      description: page.seoDescription,
      path: page.path,
      jsonLd: [
        breadcrumbsTo({ name: page.title, path: page.path }),
        ...(faqs.length > 0 ? [faqPageJsonLd(faqs)] : []),
        ...(listedOffices.length > 0 ? [officesJsonLd(listedOffices)] : []),
      ],
    }),
    brochures,
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <InfoPage path={loaderData.path} brochures={loaderData.brochures} /> : null}
    </StaticHtml>
  )
}

/** What a page's blocks show from outside its own content: only what it lists. */
function blockDataFor(page: InfoPageContent, brochures: readonly BrochureListing[]): BlockData {
  const kinds = new Set(page.blocks.map((block) => block.kind))
  const linked = new Set(page.blocks.flatMap((block) => (block.kind === 'stories' ? block.slugs : [])))
  return {
    stories: Object.fromEntries(stories.filter((story) => linked.has(story.slug)).map((story) => [story.slug, toSummary(story)])),
    offices: kinds.has('offices') ? offices : [],
    brochures,
    team: kinds.has('team') ? team : [],
    badges: kinds.has('badges') ? badges : [],
  }
}

function InfoPage({ path, brochures }: { path: string; brochures: readonly BrochureListing[] }) {
  const page = getInfoPage(path)
  // The loader found it; a miss here is a bug, and failing the prerender beats an empty page.
  if (!page) throw new Error(`No page content for ${path}`)
  const { hero, cta } = page
  // What every hero shows: the heading, the promise, the lead and the one booking call to action.
  const common = {
    eyebrow: hero.eyebrow,
    heading: hero.heading,
    promise: hero.promise,
    intro: hero.lead,
    secondaryCta: hero.secondaryCta,
    ctaLabel: cta.button,
  }
  const documentBlock = documentBlockOf(page)
  return (
    <>
      {/* Each page type opens its own way: a legal or policy page on a plain document header without
          the booking button, a company page on a drawing of the company (its timeline, offices or
          figures), a product page on its screen, a solution page on its audience's problem and a
          decision aid; any other page on an illustration. */}
      {documentBlock ? (
        <DocumentHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          promise={hero.promise}
          intro={hero.lead}
          updated={documentBlock.updated}
        />
      ) : hero.visual ? (
        <CompanyHero hero={{ ...hero, visual: hero.visual }} blocks={page.blocks} ctaLabel={cta.button} />
      ) : hero.screen ? (
        <ProductHero {...common} screen={hero.screen} />
      ) : hero.problem ? (
        <SolutionHero {...common} problem={hero.problem} choices={hero.choices} />
      ) : (
        <PageHero {...common} image={hero.image} />
      )}
      <PageBlocks blocks={page.blocks} data={blockDataFor(page, brochures)} />
      <CtaSection
        title={cta.title}
        lead={cta.lead}
        button={cta.button}
        secondary={cta.secondary ? { label: cta.secondary.label, to: cta.secondary.href } : undefined}
      />
    </>
  )
}
