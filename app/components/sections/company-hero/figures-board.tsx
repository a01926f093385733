import type { Figure } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'

/**
 * The company in numbers, set large: the spec's company-wide figures on one white board, the first
 * (projects) in the accent color. Values are the terms, labels their descriptions.
 */
export function FiguresBoard({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-2 overflow-hidden rounded-card border border-ink-100 bg-white shadow-card lg:grid-cols-5">
      {figures.map((figure, i) => (
        <div
          key={figure.label}
          className="flex flex-col border-ink-100 p-5 not-first:border-t first:col-span-2 sm:p-8 [&:nth-child(odd):not(:first-child)]:border-l lg:not-first:border-t-0 lg:not-first:border-l lg:first:col-span-1"
        >
          <dt className="order-2 mt-2 text-[0.9375rem] text-ink-600">{figure.label}</dt>
          <dd
            className={cn(
              'order-1 text-4xl font-bold tracking-tight max-[22.5rem]:text-[1.75rem] sm:text-5xl',
              i === 0 ? 'text-brand-700' : 'text-ink-900',
            )}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
