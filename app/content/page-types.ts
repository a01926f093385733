import type { IconName } from './icon-names'
import type { FaqItem, Figure, IconCard, ProcessStep, SectionIntro } from './service-types'
import type { StorySlug } from './story-slugs'
import type { Path, Quotation } from './types'

// The shape of the solution, product and company pages as the section components receive them.
// Each page is a hero, a list of blocks rendered in order (bands alternate plain and tinted), and a
// closing call to action. A block kind names a section component; the content decides which sections
// a page has. The files themselves (content/en/pages/) follow app/content/schema/page.ts, and
// info-pages.ts turns them into this shape.

export type PageHeroContent = {
  eyebrow: string
  /** The page h1, sentence case. */
  heading: string
  /** One sentence: what the visitor gets. */
  promise?: string
  lead: readonly string[]
  secondaryCta?: { label: string; href: Path | `#${string}` }
  /** A 480 x 270 illustration under /public, shown beside the text on wide screens. */
  image?: string
}

/** The spec's cloud strategy group: id, name, list of service points. */
export type CloudStrategyGroup = { id: string; name: string; points: readonly string[] }

/** The spec's timeline entry: heading, desc, direction (left or right), image. */
export type TimelineEntry = {
  year: number
  heading: string
  desc: string
  direction: 'left' | 'right'
  /** An icon drawn beside the entry. */
  image: IconName
}

export type PageLink = { label: string; path: Path; description: string }

export type TableBlockRow = { label: string; cells: readonly string[] }

export type DocumentSection = { id: string; heading: string; paragraphs: readonly string[]; items?: readonly string[] }

type Block<Kind extends string, Fields> = { kind: Kind; id: string; intro: SectionIntro } & Fields

export type PageBlock =
  | Block<'prose', { paragraphs: readonly string[] }>
  | Block<'icon-cards', { items: readonly IconCard[] }>
  | Block<'lists', { groups: readonly { name: string; items: readonly string[] }[] }>
  | Block<'strategy-groups', { groups: readonly CloudStrategyGroup[] }>
  | Block<'steps', { steps: readonly ProcessStep[] }>
  | Block<'figures', { figures: readonly Figure[] }>
  | Block<'stories', { slugs: readonly StorySlug[] }>
  | Block<'links', { links: readonly PageLink[] }>
  | Block<'table', { caption: string; columns: readonly string[]; rows: readonly TableBlockRow[] }>
  | Block<'quotes', { quotes: readonly Quotation[] }>
  | Block<'timeline', { entries: readonly TimelineEntry[] }>
  | Block<'architecture', { layers: readonly { name: string; components: readonly string[] }[]; caption: string }>
  | Block<'faq', { items: readonly FaqItem[] }>
  /** Offices from app/content/offices.ts. */
  | Block<'offices', { note?: string }>
  /** The brochure list, with page counts and sizes measured at build time. */
  | Block<'brochures', { note?: string }>
  | Block<'team', object>
  | Block<'badges', object>
  /** Long-form text with headed sections (the privacy policy). */
  | Block<'document', { updated: string; sections: readonly DocumentSection[] }>

export type InfoPageContent = {
  path: Path
  /** Shown after "Company | " in the browser tab. */
  title: string
  /** 120 to 160 characters. */
  seoDescription: string
  hero: PageHeroContent
  blocks: readonly PageBlock[]
  cta: { title: string; lead: string }
}
