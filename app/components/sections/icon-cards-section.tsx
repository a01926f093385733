import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { IconCard, SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { wideColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'

import { ContentLink } from './content-link'

type IconCardsSectionProps = {
  id: string
  intro: SectionIntro
  /** A card that names a destination links to it. */
  items: readonly (IconCard & { link?: { label: string; href: string } })[]
  tone?: Tone
  /** Shown between the header and the cards: the figures the cards explain (the careers page's). */
  children?: React.ReactNode
}

/** Capabilities, benefits, reasons: a grid of cards with an icon, a title and a description. */
export function IconCardsSection({ id, intro, items, tone = 'plain', children }: IconCardsSectionProps) {
  const columns = wideColumns(items.length)
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      {children ? <div className="mt-8 sm:mt-12">{children}</div> : null}
      <SnapRowControls labelledBy={`${id}-title`} count={items.length} />
      <ul {...snapRowProps(`${id}-title`)} className={cn('snap-row mt-8 gap-5 sm:mt-12 sm:grid sm:grid-cols-2', columns)}>
        {items.map((item) => (
          <li key={item.title} className="group flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <span className="grid size-11 place-items-center rounded-control bg-brand-50 text-brand-700">
              <Icon name={item.icon} className="size-6" strokeWidth={1.75} />
            </span>
            <h3 className="mt-4 text-lg leading-snug">{item.title}</h3>
            <p className="mt-2 flex-1 text-[0.9375rem] text-ink-600">{item.description}</p>
            {item.link ? (
              <ContentLink
                link={item.link}
                className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
