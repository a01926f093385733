import type { JobFact } from '~/content/job-facts'

/** A role's facts as terms and values, under its title. */
export function JobFactsList({ facts }: { facts: readonly JobFact[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-ink-200 pt-6 md:grid-cols-4 md:gap-x-8">
      {facts.map((fact) => (
        // Below md an odd last fact takes the whole row rather than half of it.
        <div key={fact.term} className="min-w-0 max-md:odd:last:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{fact.term}</dt>
          <dd className="mt-0.5 text-[0.9375rem] text-ink-900">
            {fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
