import type { Figure } from '~/content/service-types'

/** Key numbers on the accent gradient; the value is the term, the label its description. */
export function FiguresGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-card bg-gradient-to-br from-brand-700 to-accent-600 p-5 text-white sm:p-6">
          <dt className="order-2 mt-1 text-[0.9375rem] text-white/90">{figure.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight sm:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
