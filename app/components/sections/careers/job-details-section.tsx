import { Link } from 'react-router'

import { buttonVariants } from '~/components/ui/button'
import { CheckList } from '~/components/ui/check-list'
import { Container } from '~/components/ui/container'
import { CAREERS_PATH } from '~/content/careers-paths'
import type { ApplyRoute } from '~/content/job-apply'
import { JOB_SECTIONS } from '~/content/job-facts'
import type { Job } from '~/content/jobs'
import { site } from '~/content/site'
import { fullDate } from '~/lib/text/format-date'
import { careersMessages } from '~/messages/edition/careers'

import { ActionLink } from './careers-hero'
import { OfficeAddress } from './office-address'

/**
 * The body of a role's page: the work, what you bring and the interview (the text its JobPosting
 * description repeats, under the same headings), beside the office's address and how to apply.
 */
export function JobDetailsSection({ job, apply }: { job: Job; apply: ApplyRoute }) {
  const messages = careersMessages.details
  return (
    <section aria-label={messages.label} className="py-12 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <div className="grid gap-10">
          <Part id="the-work" title={JOB_SECTIONS.work}>
            <CheckList items={job.work} size="roomy" />
          </Part>
          <Part id="what-you-bring" title={JOB_SECTIONS.bring}>
            <CheckList items={job.bring} size="roomy" />
          </Part>
          <Part id="interview" title={JOB_SECTIONS.interview}>
            <div className="mt-4 grid max-w-prose gap-4 text-ink-700 sm:text-lg">
              {job.interview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p className="mt-4">
              <Link to={`${CAREERS_PATH}#interview`} className="font-semibold text-brand-700 hover:underline">
                {messages.interviewLink(site.name)}
              </Link>
            </p>
          </Part>
        </div>
        <aside aria-label={messages.aside} className="grid gap-6">
          <section aria-labelledby="office-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <h2 id="office-title" className="text-xl">
              {messages.office(job.office.cityName)}
            </h2>
            <OfficeAddress office={job.office} />
          </section>
          <section aria-labelledby="apply-title" className="rounded-card bg-ink-50 p-6 ring-1 ring-ink-100">
            <h2 id="apply-title" className="text-xl">
              {messages.howToApply}
            </h2>
            <p className="mt-3 text-[0.9375rem] text-ink-700">
              {`${apply.kind === 'email' ? messages.byEmail(apply.email) : messages.online} ${messages.closesOn.before} `}
              <time dateTime={job.validThrough}>{fullDate(job.validThrough)}</time>
              {messages.closesOn.after}
            </p>
            <ActionLink
              action={{ label: careersMessages.applyForRole, href: apply.href }}
              className={buttonVariants({ className: 'mt-5' })}
            />
          </section>
        </aside>
      </Container>
    </section>
  )
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
