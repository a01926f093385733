import type { Tone } from '~/components/ui/section'
import type { ExtraSection as ExtraSectionContent } from '~/content/service-types'

import { IconCardsSection } from './icon-cards-section'
import { ListsSection } from './lists-section'
import { LogoCardsSection } from './logo-cards-section'

/** Renders a page-specific section by its kind. */
export function ExtraSection({ section, tone }: { section: ExtraSectionContent; tone: Tone }) {
  const { kind, id, eyebrow, title, lead } = section
  const intro = { eyebrow, title, lead }
  switch (kind) {
    case 'icon-cards':
      return <IconCardsSection id={id} intro={intro} items={section.items} tone={tone} />
    case 'logo-cards':
      return <LogoCardsSection id={id} intro={intro} items={section.items} tone={tone} />
    case 'lists':
      return <ListsSection id={id} intro={intro} groups={section.groups} tone={tone} />
  }
}
