import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import { TechnologyLogo } from '~/components/ui/technology-logo'
import type { LogoCard, SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'

/** Parts of a system, each with the logo of the technology it usually runs on. */
export function LogoCardsSection({
  id,
  intro,
  items,
  tone = 'tinted',
}: {
  id: string
  intro: SectionIntro
  items: readonly LogoCard[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <SnapRowControls labelledBy={`${id}-title`} count={items.length} />
      <ul
        {...snapRowProps(`${id}-title`)}
        className={cn('snap-row mt-8 gap-5 sm:mt-12 sm:grid sm:grid-cols-2', thirdsColumns(items.length))}
      >
        {items.map((item) => (
          <li key={item.title} className="flex flex-col gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:flex-row">
            <span className="grid size-12 shrink-0 place-items-center rounded-control bg-ink-50 text-brand-700">
              {'logo' in item ? (
                <TechnologyLogo slug={item.logo} className="size-6" />
              ) : (
                <Icon name={item.icon} className="size-6" strokeWidth={1.75} />
              )}
            </span>
            <div>
              <h3 className="text-lg leading-snug">{item.title}</h3>
              <p className="mt-2 text-[0.9375rem] text-ink-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
