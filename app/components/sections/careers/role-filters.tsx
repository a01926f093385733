import { Link } from 'react-router'

import { CAREERS_PATH } from '~/content/careers-paths'
import type { RoleFilter } from '~/content/jobs'
import { cn } from '~/lib/ui/cn'
import { careersMessages } from '~/messages/edition/careers'

const { filters: messages } = careersMessages

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500'
const chipStates = {
  current: 'border-brand-700 bg-brand-700 text-white',
  other: 'border-ink-200 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700',
}

type RoleFiltersProps = {
  offices: readonly RoleFilter[]
  practices: readonly RoleFilter[]
  /** The view on screen: /careers or one filter's path. */
  current: string
  /** How many roles are open: the count beside "All offices" and "All practices" (/careers). */
  total: number
}

/**
 * The filters of the open roles. Each is a link to a prerendered view (/careers/office/london), so
 * filtering works without JavaScript, and with it the address bar shows the view: a link to share.
 */
export function RoleFilters({ offices, practices, current, total }: RoleFiltersProps) {
  return (
    <nav aria-label={messages.label} className="mt-8 grid gap-4">
      <FilterGroup
        id="office"
        label={messages.office}
        filters={[{ name: messages.allOffices, path: CAREERS_PATH, count: total }, ...counted(offices)]}
        current={current}
      />
      <FilterGroup
        id="practice"
        label={messages.practice}
        filters={[{ name: messages.allPractices, path: CAREERS_PATH, count: total }, ...counted(practices)]}
        current={current}
      />
    </nav>
  )
}

const counted = (filters: readonly RoleFilter[]) => filters.map(({ name, path, jobs }) => ({ name, path, count: jobs.length }))

function FilterGroup({
  id,
  label,
  filters,
  current,
}: {
  /** Names the group's label in the page: `filter-office`. */
  id: string
  label: string
  filters: { name: string; path: string; count: number }[]
  current: string
}) {
  const labelId = `filter-${id}`
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
      <p id={labelId} className="w-20 shrink-0 text-sm font-semibold text-ink-600">
        {label}
      </p>
      <ul className="flex flex-wrap gap-2">
        {filters.map(({ name, path, count }) => (
          <li key={path}>
            <Link
              to={path}
              aria-current={path === current ? 'page' : undefined}
              className={cn(chip, path === current ? chipStates.current : chipStates.other)}
            >
              {name}
              <span className="font-normal opacity-80">
                ({count}
                <span className="sr-only"> {messages.roles(count)}</span>)
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
