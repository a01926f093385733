import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { TableBlockRow } from '~/content/page-types'
import type { SectionIntro } from '~/content/service-types'

type TableSectionProps = {
  id: string
  intro: SectionIntro
  caption: string
  /** Header cells after the row-label column. */
  columns: readonly string[]
  rows: readonly TableBlockRow[]
  tone?: Tone
}

/** A comparison table; it scrolls sideways inside its frame on narrow screens, never the page. */
export function TableSection({ id, intro, caption, columns, rows, tone = 'plain' }: TableSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      {/* Focusable so keyboard users can scroll the table when it is wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className="mt-10 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card" tabIndex={0} aria-label={caption}>
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
    </Section>
  )
}
