import { data } from 'react-router'

import { CtaSection } from '~/components/sections/cta-section'
import { type BlockData, PageBlocks } from '~/components/sections/page-blocks'
import { PageHero } from '~/components/sections/page-hero'
import { StaticHtml } from '~/components/ui/static-html'
import { getInfoPage } from '~/content/info-pages'
import type { InfoPageContent } from '~/content/page-types'
import { offices } from '~/content/offices'
import { stories, toSummary } from '~/content/stories'
import { listBrochures } from '~/lib/brochure-listing.server'
import { breadcrumbsTo, faqPageJsonLd, officesJsonLd } from '~/lib/json-ld'
import { loaderMeta, type StaticPageData } from '~/lib/static-page'
import { staticPage } from '~/lib/static-page.server'

import type { Route } from './+types/info-page'

// Runs at build time (prerender). The page needs no script, so its data is its markup and head
// tags, built from its content and what its blocks list (linked stories, offices, brochures).
export async function loader({ url }: Route.LoaderArgs): Promise<StaticPageData> {
  const page = getInfoPage(url.pathname)
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' })
  const kinds = new Set(page.blocks.map((block) => block.kind))
  const linked = new Set(page.blocks.flatMap((block) => (block.kind === 'stories' ? block.slugs : [])))
  const blockData: BlockData = {
    stories: Object.fromEntries(stories.filter((story) => linked.has(story.slug)).map((story) => [story.slug, toSummary(story)])),
    offices: kinds.has('offices') ? offices : [],
    brochures: kinds.has('brochures') ? await listBrochures() : [],
  }
  // Structured data for what the page shows: its FAQ, and the office addresses where it lists them.
  const faqs = page.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : []))
  return staticPage(
    {
      title: page.title,
      description: page.seoDescription,
      path: page.path,
      jsonLd: [
        breadcrumbsTo({ name: page.title, path: page.path }),
        ...(faqs.length > 0 ? [faqPageJsonLd(faqs)] : []),
        ...(blockData.offices.length > 0 ? [officesJsonLd(blockData.offices)] : []),
      ],
    },
    <InfoPage page={page} blockData={blockData} />,
  )
}

export const meta = loaderMeta

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />
}

function InfoPage({ page, blockData }: { page: InfoPageContent; blockData: BlockData }) {
  const { hero } = page
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} promise={hero.promise} intro={hero.lead} secondaryCta={hero.secondaryCta} image={hero.image} />
      <PageBlocks blocks={page.blocks} data={blockData} />
      <CtaSection title={page.cta.title} lead={page.cta.lead} />
    </>
  )
}
