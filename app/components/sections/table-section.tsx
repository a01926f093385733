import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { TableBlockRow } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'
import { snapRowProps } from '~/lib/ui/snap-row'

type TableSectionProps = {
  id: string
  intro: SectionIntro
  caption: string
  /** Header cells after the row-label column. */
  columns: readonly string[]
  rows: readonly TableBlockRow[]
  tone?: Tone
}

/**
 * A comparison table from the small breakpoint up. On a phone the same rows are cards in a sideways
 * row, one per option with each column's value under its name: a table of four columns squeezed to
 * 375 px ran to rows of mostly white space, with the last columns out of sight.
 */
export function TableSection({ id, intro, caption, columns, rows, tone = 'plain' }: TableSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <section
        className="mt-10 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card max-sm:hidden"
        // Focusable so keyboard users can scroll the table when it is wider than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={caption}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-[0.9375rem]">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ink-50 text-ink-900">
            <tr>
              <td className="w-1/5 px-5 py-3" />
              {columns.map((column) => (
                <th key={column} scope="col" className="px-5 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-ink-100 align-top">
                <th scope="row" className="px-5 py-4 font-semibold text-ink-900">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={`${row.label}-${columns[index]}`} className="px-5 py-4 text-ink-700">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SnapRowControls labelledBy={`${id}-title`} count={rows.length} />
      <ul {...snapRowProps(`${id}-title`)} className="snap-row mt-8 sm:hidden">
        {rows.map((row) => (
          <li key={row.label} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
            <h3 className="text-lg">{row.label}</h3>
            <dl className="mt-3 grid gap-3 text-[0.9375rem]">
              {row.cells.map((cell, index) => (
                <div key={`${row.label}-${columns[index]}`}>
                  <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{columns[index]}</dt>
                  <dd className="mt-0.5 text-ink-700">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  )
}
