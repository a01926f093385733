import pageRecords from '../generated/content/pages.json' with { type: 'json' }
import type { PageBlockFile } from './schema/page'
import type { PageRecord, SpecPagePath } from '../../scripts/content/collections/pages'
import { resolveFigure } from './company-figures'
import { withFaqIds } from './service-pages'
import type { InfoPageContent, PageBlock } from './page-types'
import type { StorySlug } from './story-slugs'
import { testimonials } from './testimonials'

// The solution, product and company pages, from their content files (content/en/pages/<name>.yaml,
// checked against app/content/schema/page.ts when the site is built). What a file names rather than
// writes is filled in here from the one place it is written: company-wide figures and the client
// testimonials. FAQ items get the ids their accordion uses.
export const infoPageFiles = pageRecords as PageRecord[]

function toBlock(block: PageBlockFile): PageBlock {
  switch (block.kind) {
    case 'figures':
      return { ...block, figures: block.figures.map(resolveFigure) }
    case 'quotes':
      return { kind: block.kind, id: block.id, intro: block.intro, quotes: block.testimonials ? testimonials : (block.quotes ?? []) }
    case 'faq':
      return { ...block, items: withFaqIds(block.items) }
    case 'stories':
      // generate-content.ts has checked that each named story exists.
      return { ...block, slugs: block.slugs as StorySlug[] }
    default:
      return block
  }
}

function toPage({ path, title, seoDescription, hero, blocks, cta }: PageRecord): InfoPageContent {
  return { path, title, seoDescription, hero, blocks: blocks.map(toBlock), cta }
}

/**
 * Every page by path, in the files' `order`. Each path the spec's route list requires has a page:
 * generate-content.ts stops the build otherwise.
 */
export const infoPages = Object.fromEntries(infoPageFiles.map((file) => [file.path, toPage(file)])) as Record<SpecPagePath, InfoPageContent>

export function getInfoPage(path: string): InfoPageContent | undefined {
  return (infoPages as Record<string, InfoPageContent | undefined>)[path]
}
