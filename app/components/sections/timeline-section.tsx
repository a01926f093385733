import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { TimelineEntry } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'
import { timelineEntryId } from '~/content/timeline-entry-id'
import { cn } from '~/lib/ui/cn'

/**
 * The company story. On wide screens entries sit left or right of a centre line, as each entry's
 * `direction` says; on narrow screens they stack along a line on the left.
 */
export function TimelineSection({
  id,
  intro,
  entries,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  entries: readonly TimelineEntry[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ol className="relative mt-12 grid gap-8 before:absolute before:top-0 before:bottom-0 before:left-5 before:w-px before:bg-brand-200 lg:before:left-1/2">
        {entries.map((entry) => (
          <li
            key={entry.year}
            id={timelineEntryId(id, entry.year)}
            data-direction={entry.direction}
            className={cn(
              'relative pl-16 lg:w-1/2 lg:pl-0 lg:[&:not(:first-child)]:-mt-28',
              entry.direction === 'left' ? 'lg:pr-14' : 'lg:ml-auto lg:pl-14',
            )}
          >
            <span
              className={cn(
                'absolute top-0 left-0 grid size-10 place-items-center rounded-full bg-white text-brand-700 shadow-card ring-4 ring-brand-50',
                entry.direction === 'left' ? 'lg:right-0 lg:left-auto lg:translate-x-1/2' : 'lg:left-0 lg:-translate-x-1/2',
              )}
            >
              <Icon name={entry.image} className="size-5" strokeWidth={1.75} />
            </span>
            <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <p className="text-sm font-bold tracking-wide text-brand-700">{entry.year}</p>
              <h3 className="mt-1 text-lg leading-snug">{entry.heading}</h3>
              <p className="mt-2 text-[0.9375rem] text-ink-600">{entry.desc}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
