import type { ServiceFile } from './schema/service'
import type { ServiceSlug } from './services'
import type { StorySlug } from './story-slugs'

// The shape of one service page as the section components receive them, derived from the schema
// of content/en/services/<slug>.yaml (app/content/schema/service.ts), so a field the schema gains is
// a field the components' types have. service-pages.ts fills in what a file names rather than
// writes: company figures, FAQ ids. Optional parts are absent from the page when a service does not
// provide them.

export type SectionIntro = Pick<ServiceFile['overview'], 'eyebrow' | 'title' | 'lead'>

/** A capability, benefit or reason: the spec's benefit record is title, description, image (icon). */
export type IconCard = ServiceFile['offerings']['items'][number]

/** Page-specific sections the spec asks for (BI system components, quantum technology lists, ...). */
export type ExtraSection = NonNullable<ServiceFile['extraSections']>[number]

/** A card that shows a technology logo where simple-icons has one, else an icon (BI system items). */
export type LogoCard = Extract<ExtraSection, { kind: 'logo-cards' }>['items'][number]

export type ProcessStep = ServiceFile['process']['steps'][number]

export type Technology = ServiceFile['technologies']['items'][number]

export type FaqId = `item-${number}`

export type FaqItem = ServiceFile['faqs'][number] & { id: FaqId }

/** How results are measured in a kind of engagement: a service page's proof where no story fits. */
export type ProofMeasures = NonNullable<ServiceFile['proof']['measures']>

/** A figure as shown: a company-wide one is filled in from the settings. */
export type Figure = { value: string; label: string }

/** The registry fields (menus, cards, route) are ServiceEntry's; the rest is the page. */
type RegistryFields = 'order' | 'path' | 'name' | 'desc' | 'img' | 'seoDescription'

export type ServiceContent = Omit<ServiceFile, RegistryFields | 'proof' | 'faqs'> & {
  slug: ServiceSlug
  proof: Omit<ServiceFile['proof'], 'figures' | 'stories'> & { figures: readonly Figure[]; stories: readonly StorySlug[] }
  faqs: readonly FaqItem[]
}
