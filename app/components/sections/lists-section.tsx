import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { wideColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'

type ListGroup = { id?: string; name: string; items: readonly string[] }

/** Named lists side by side, e.g. hardware platforms, SDKs and algorithms. */
export function ListsSection({
  id,
  intro,
  groups,
  tone = 'tinted',
}: {
  id: string
  intro: SectionIntro
  groups: readonly ListGroup[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <div
        role="group"
        {...snapRowProps(`${id}-title`)}
        className={cn('snap-row mt-8 gap-5 sm:mt-12 sm:grid md:grid-cols-2', wideColumns(groups.length))}
      >
        {groups.map((group) => (
          <div key={group.name} id={group.id} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <h3 className="text-lg">{group.name}</h3>
            <ul className="mt-4 grid gap-2.5">
              {group.items.map((item) => (
                <li key={item} className="flex gap-2.5 text-[0.9375rem] text-ink-700">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
