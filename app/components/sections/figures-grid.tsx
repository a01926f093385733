import type { Figure } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { wideColumns } from '~/lib/ui/grid-columns'

/**
 * A tile alone in the last row of the two columns below 1024 px spans both, rather than sitting
 * beside an empty cell (issue 26). Wider screens place every tile by figureColumns.
 */
const LONE_TILE_SPANS = 'max-lg:[&>:last-child:nth-child(odd)]:col-span-2'

/** Key numbers on the accent gradient; the value is the term, the label its description. */
export function FiguresGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:gap-4', LONE_TILE_SPANS, figureColumns(figures.length))}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-card bg-gradient-to-br from-brand-700 to-accent-600 p-5 text-white sm:p-6">
          <dt className="order-2 mt-1 text-[0.9375rem] text-white/90">{figure.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight max-[22.5rem]:text-2xl sm:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Figure tiles are short, so five fit in one row; two share the row, and one has it to itself. */
function figureColumns(count: number) {
  if (count === 5) return 'lg:grid-cols-5'
  if (count === 1) return 'lg:grid-cols-1'
  if (count === 2) return 'lg:grid-cols-2'
  return wideColumns(count)
}
