import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { EMPLOYMENT_TYPE_WORDS, SENIORITY_WORDS, workplaceWords } from '~/content/job-facts'
import type { Job } from '~/content/jobs'
import { salaryRange } from '~/lib/text/format-salary'
import { careersMessages } from '~/messages/edition/careers'

/** An open role on a list: what it is, where and on what terms, the whole card a link to its page. */
export function JobCard({ job, headingLevel = 'h3' }: { job: Job; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className="group relative flex w-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card transition-shadow hover:shadow-raised">
      {/* Above the card's stretched link: the practice's own page explains the work the role joins. */}
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        <Link to={job.practice.path} className="relative z-10 underline-offset-2 hover:underline">
          {job.practice.name}
        </Link>
      </p>
      <Heading className="mt-2 text-xl leading-snug">
        <Link to={job.path} className="after:absolute after:inset-0 focus-visible:outline-none">
          {job.title}
        </Link>
      </Heading>
      <ul className="mt-3 grid gap-1.5 text-[0.9375rem] text-ink-700">
        <li className="flex gap-2">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {workplaceWords(job)}
        </li>
        <li className="flex gap-2">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {EMPLOYMENT_TYPE_WORDS[job.employmentType]} · {SENIORITY_WORDS[job.seniority]}
        </li>
        {job.salary ? (
          <li className="flex gap-2">
            <Icon name="wallet" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {salaryRange(job.salary)}
          </li>
        ) : null}
      </ul>
      {/* On a phone the card keeps to what a candidate scans for; the role's page leads with this. */}
      <p className="mt-4 hidden flex-1 text-[0.9375rem] text-ink-600 sm:block">{job.summary}</p>
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {careersMessages.seeRole} <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  )
}
