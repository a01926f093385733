import { data } from 'react-router'

import { CtaSection } from '~/components/sections/cta-section'
import { PageBlocks } from '~/components/sections/page-blocks'
import { PageHero } from '~/components/sections/page-hero'
import { getInfoPage } from '~/content/info-pages'
import { offices } from '~/content/offices'
import { stories, toSummary } from '~/content/stories'
import { listBrochures } from '~/lib/brochure-listing.server'
import { breadcrumbsTo, faqPageJsonLd, officesJsonLd } from '~/lib/json-ld'
import { buildMeta } from '~/lib/meta'

import type { Route } from './+types/info-page'

// Runs at build time (prerender). Only what a page shows goes into its data file: the summaries of
// the stories it links, the offices and brochure sizes only where it lists them.
export async function loader({ url }: Route.LoaderArgs) {
  const page = getInfoPage(url.pathname)
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' })
  const kinds = new Set(page.blocks.map((block) => block.kind))
  const linked = new Set(page.blocks.flatMap((block) => (block.kind === 'stories' ? block.slugs : [])))
  return {
    page,
    data: {
      stories: Object.fromEntries(stories.filter((story) => linked.has(story.slug)).map((story) => [story.slug, toSummary(story)])),
      offices: kinds.has('offices') ? offices : [],
      brochures: kinds.has('brochures') ? await listBrochures() : [],
    },
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page, data: blockData } = loaderData
  // Structured data for what the page shows: its FAQ, and the office addresses where it lists them.
  const faqs = page.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : []))
  return buildMeta({
    title: page.title,
    description: page.seoDescription,
    path: page.path,
    jsonLd: [
      breadcrumbsTo({ name: page.title, path: page.path }),
      ...(faqs.length > 0 ? [faqPageJsonLd(faqs)] : []),
      ...(blockData.offices.length > 0 ? [officesJsonLd(blockData.offices)] : []),
    ],
  })
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, data: blockData } = loaderData
  const { hero } = page
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} promise={hero.promise} intro={hero.lead} secondaryCta={hero.secondaryCta} image={hero.image} />
      <PageBlocks blocks={page.blocks} data={blockData} />
      <CtaSection title={page.cta.title} lead={page.cta.lead} />
    </>
  )
}
