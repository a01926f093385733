import type { IconName } from './icon-names'
import type { ServiceSlug } from './services'
import type { StorySlug } from './story-slugs'
import type { TechnologyLogo } from './technology-logos'
import type { Path } from './types'

// The shape of one service page. One module per service under app/content/services/ fills it;
// one route and one set of section components render all of them. Optional parts are simply
// absent from the page when a service does not provide them.

export type SectionIntro = { eyebrow: string; title: string; lead: string }

/** A capability, benefit or reason: the spec's benefit record is title, description, image (icon). */
export type IconCard = { icon: IconName; title: string; description: string }

/** A card that shows a technology logo where simple-icons has one, else an icon (BI system items). */
export type LogoCard = { title: string; description: string } & ({ logo: TechnologyLogo } | { icon: IconName })

export type ProcessStep = { title: string; description: string }

export type Technology = { name: string; logo?: TechnologyLogo }

export type FaqId = `item-${number}`

export type FaqItem = { id: FaqId; question: string; answers: readonly string[] }

export type Figure = { value: string; label: string }

/** Page-specific sections the spec asks for (BI system components, quantum technology lists, ...). */
export type ExtraSection =
  | (SectionIntro & { kind: 'icon-cards'; id: string; items: readonly IconCard[] })
  | (SectionIntro & { kind: 'logo-cards'; id: string; items: readonly LogoCard[] })
  | (SectionIntro & { kind: 'lists'; id: string; groups: readonly { name: string; items: readonly string[] }[] })

export type ServiceContent = {
  slug: ServiceSlug
  hero: {
    /** One sentence: what the client gets. */
    promise: string
    lead: string
    secondaryCta: { label: string; href: Path | `#${string}` }
  }
  overview: SectionIntro & { paragraphs: readonly string[] }
  offerings: SectionIntro & { items: readonly IconCard[] }
  /** Rendered after the offerings, in order. */
  extraSections?: readonly ExtraSection[]
  benefits: SectionIntro & { items: readonly IconCard[] }
  process: SectionIntro & { steps: readonly ProcessStep[] }
  technologies: SectionIntro & { items: readonly Technology[] }
  proof: SectionIntro & { figures: readonly Figure[]; stories: readonly StorySlug[] }
  faqs: readonly FaqItem[]
  cta: { title: string; lead: string }
}
