import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { openApplication } from '~/content/job-apply'
import type { Job, RoleFilter } from '~/content/jobs'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'

import { JobCard } from './job-card'
import { NoOpenRoles } from './no-open-roles'
import { RoleFilters } from './role-filters'

type OpenRolesSectionProps = {
  id: string
  intro: SectionIntro
  /** The roles this view lists: every open role, or one office's or practice's. */
  jobs: readonly Job[]
  /** The filters, each with the open roles it leads to. */
  filters: { offices: readonly RoleFilter[]; practices: readonly RoleFilter[]; total: number }
  /** The view's own path, marked as the current filter. */
  current: string
  /** What the section says while no role is open at all. */
  empty: { title: string; lead: string }
  tone?: Tone
}

/** The open roles with their filters, or, while none is open, the open application instead. */
export function OpenRolesSection({ id, intro, jobs, filters, current, empty, tone = 'plain' }: OpenRolesSectionProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      {/* The lead explains the filters and the role pages: while none is open there are neither. */}
      <SectionHeader id={`${id}-title`} eyebrow={intro.eyebrow} title={intro.title} lead={jobs.length > 0 ? intro.lead : undefined} />
      {jobs.length === 0 ? (
        <NoOpenRoles title={empty.title} lead={empty.lead} application={openApplication()} />
      ) : (
        <>
          <RoleFilters offices={filters.offices} practices={filters.practices} total={filters.total} current={current} />
          <ul className={cn('mt-8 grid gap-5 sm:grid-cols-2', thirdsColumns(jobs.length))}>
            {jobs.map((job) => (
              <li key={job.slug} className="flex">
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}
