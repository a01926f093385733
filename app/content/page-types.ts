import type { PageBlockFile, PageFile } from './schema/page'
import type { FaqItem, Figure } from './service-types'
import type { StorySlug } from './story-slugs'
import type { Quotation } from './types'

// The shape of the solution, product and company pages as the section components receive them,
// derived from the page files' schema (app/content/schema/page.ts), so a block or field the schema
// gains is one the components' types have. Each page is a hero, a list of blocks rendered in order
// (bands alternate plain and tinted), and a closing call to action. info-pages.ts fills in what a
// file names rather than writes: company figures, the client quotes, FAQ ids.

export type PageHeroContent = PageFile['hero']

type BlockOfKind<Kind extends PageBlockFile['kind']> = Extract<PageBlockFile, { kind: Kind }>

/** The spec's cloud strategy group: id, name, list of service points. */
export type CloudStrategyGroup = BlockOfKind<'strategy-groups'>['groups'][number]

/** The spec's timeline entry: heading, desc, direction (left or right), image (an icon). */
export type TimelineEntry = BlockOfKind<'timeline'>['entries'][number]

export type PageLink = BlockOfKind<'links'>['links'][number]

export type TableBlockRow = BlockOfKind<'table'>['rows'][number]

export type DocumentSection = BlockOfKind<'document'>['sections'][number]

/** A block as rendered: what its file names (figures, quotes, story slugs) filled in. */
export type PageBlock =
  | Exclude<PageBlockFile, { kind: 'figures' | 'quotes' | 'faq' | 'stories' }>
  | (Omit<BlockOfKind<'figures'>, 'figures'> & { figures: readonly Figure[] })
  | (Omit<BlockOfKind<'quotes'>, 'quotes' | 'testimonials'> & { quotes: readonly Quotation[] })
  | (Omit<BlockOfKind<'faq'>, 'items'> & { items: readonly FaqItem[] })
  | (Omit<BlockOfKind<'stories'>, 'slugs'> & { slugs: readonly StorySlug[] })

export type InfoPageContent = Omit<PageFile, 'order' | 'blocks'> & { blocks: readonly PageBlock[] }

/** A capability of a product tour: its copy and the name of the screen drawn beside it. */
export type ProductTourItem = BlockOfKind<'product-tour'>['items'][number]

/** A deployment option: one detail per aspect the block compares. */
export type DeploymentOption = BlockOfKind<'deployment-options'>['options'][number]
