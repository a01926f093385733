import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { careersOfficePath } from '~/content/careers-paths'
import type { Job } from '~/content/jobs'
import type { SectionIntro } from '~/content/service-types'
import type { Office } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'
import { careersMessages } from '~/messages/edition/careers'

import { OfficeAddress } from './office-address'

/** Every office with its address and hours, and the open roles there (a link to that view) or none. */
export function CareersOfficesSection({
  id,
  intro,
  offices,
  openJobs,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  offices: readonly Office[]
  openJobs: readonly Job[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className={cn('mt-10 grid gap-6', thirdsColumns(offices.length))}>
        {offices.map((office) => {
          const count = openJobs.filter((job) => job.office === office).length
          return (
            <li key={office.name} className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <h3 className="text-xl">
                {office.cityName} <span className="ml-1 text-base font-medium text-ink-600">{office.country}</span>
              </h3>
              <OfficeAddress office={office} grow />
              <p className="mt-5 border-t border-ink-100 pt-4 text-[0.9375rem]">
                {count > 0 ? (
                  <Link
                    to={careersOfficePath(office.city)}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                  >
                    {careersMessages.offices.openRoles(count, office.cityName)}
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                ) : (
                  <span className="text-ink-600">{careersMessages.offices.none(office.cityName)}</span>
                )}
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
