import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { DeploymentOption } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { snapRowProps } from '~/lib/ui/snap-row'

import { HostingDiagram } from './hosting-diagram'

/** Rows a card spans on wide screens: drawing, name, summary and one per aspect (the schema allows 1 to 6). */
const CARD_ROWS: Record<number, string> = {
  1: 'lg:row-span-4',
  2: 'lg:row-span-5',
  3: 'lg:row-span-6',
  4: 'lg:row-span-7',
  5: 'lg:row-span-8',
  6: 'lg:row-span-9',
}

type DeploymentOptionsSectionProps = {
  id: string
  intro: SectionIntro
  /** What every option is compared on, in order: each option has one detail per aspect. */
  aspects: readonly string[]
  options: readonly DeploymentOption[]
  tone?: Tone
}

/**
 * Deployment options side by side: a drawing of where each runs, then the same aspects in the same
 * order on every card, so the cards compare row by row (their rows line up on wide screens). On a
 * phone the cards are a sideways row (.snap-row): one card tall instead of three.
 */
export function DeploymentOptionsSection({ id, intro, aspects, options, tone = 'plain' }: DeploymentOptionsSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <SnapRowControls labelledBy={`${id}-title`} count={options.length} />
      {/* On wide screens each card spans the same rows of one grid (subgrid), so the aspects line up across cards. */}
      <ul {...snapRowProps(`${id}-title`)} className="snap-row mt-8 grid gap-5 sm:mt-12 lg:grid-cols-3">
        {options.map((option) => (
          <li
            key={option.name}
            className={cn(
              'grid content-start gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-6 lg:grid-rows-subgrid',
              CARD_ROWS[aspects.length],
            )}
          >
            <HostingDiagram hosting={option.hosting} />
            <h3 className="text-xl">{option.name}</h3>
            <p className="text-ink-700">{option.summary}</p>
            {/* One term per list keeps each aspect its own grid row. */}
            {aspects.map((aspect, index) => (
              <dl key={aspect} className={index === 0 ? 'border-t border-ink-100 pt-4' : undefined}>
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{aspect}</dt>
                <dd className="mt-1 text-[0.9375rem] text-ink-800">{option.details[index]}</dd>
              </dl>
            ))}
          </li>
        ))}
      </ul>
    </Section>
  )
}
