import type { TimelineEntry } from '~/content/page-types'
import { timelineEntryId } from '~/content/timeline-entry-id'
import { sectionMessages } from '~/messages/edition/sections'

/**
 * The company story at a glance: one stop per timeline entry, its year and heading, each a link to
 * the full entry further down the page. A row across wide screens, a column on phones.
 */
export function TimelineStrip({ blockId, entries }: { blockId: string; entries: readonly TimelineEntry[] }) {
  const first = entries[0]?.year
  const last = entries.at(-1)?.year
  return (
    // A figure captioned "Milestones, …": the caption names the drawing for screen readers, as the
    // offices map's does (a label on the list itself is allowed but discouraged by ARIA's authors).
    <figure className="rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-8">
      <figcaption className="text-sm font-semibold text-ink-600">
        {sectionMessages.timeline(String(first ?? ''), String(last ?? ''))}
      </figcaption>
      <ol className="relative mt-5 grid gap-4 before:absolute before:top-2 before:bottom-2 before:left-[7px] before:w-0.5 before:bg-brand-100 lg:mt-6 lg:auto-cols-fr lg:grid-flow-col lg:gap-6 lg:before:top-[7px] lg:before:right-0 lg:before:bottom-auto lg:before:left-0 lg:before:h-0.5 lg:before:w-auto">
        {entries.map((entry) => (
          <li key={entry.year} className="relative pl-8 lg:pt-8 lg:pl-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 left-0 size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200 lg:top-0"
            />
            <a
              href={`#${timelineEntryId(blockId, entry.year)}`}
              className="group flex items-baseline gap-3 rounded-control focus-visible:outline-offset-4 lg:block"
            >
              <span className="block text-xl font-bold tracking-tight text-brand-700 sm:text-3xl">{entry.year}</span>
              <span className="block text-[0.9375rem] leading-snug text-ink-700 group-hover:text-brand-700 group-hover:underline lg:mt-1">
                {entry.heading}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </figure>
  )
}
