import { data, useParams } from 'react-router'

import { CareersHero } from '~/components/sections/careers/careers-hero'
import { JobDetailsSection } from '~/components/sections/careers/job-details-section'
import { JobFactsList } from '~/components/sections/careers/job-facts-list'
import { OpenRolesSection } from '~/components/sections/careers/open-roles-section'
import { CtaSection } from '~/components/sections/cta-section'
import { StaticHtml } from '~/components/ui/static-html'
import { careersPage } from '~/content/careers-page'
import { howToApply, openApplication } from '~/content/job-apply'
import { jobFacts, jobPageTitle } from '~/content/job-facts'
import { type Job, getJob, officeFilters, openJobs, practiceFilters } from '~/content/jobs'
import { SITE_LANGUAGE } from '~/content/locale'
import { offices } from '~/content/offices'
import { socialImagePath } from '~/content/seo'
import { site } from '~/content/site'
import { fullDate } from '~/lib/text/format-date'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { jobPostingJsonLd } from '~/lib/seo/job-posting'
import { breadcrumbsTo } from '~/lib/seo/json-ld'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'
import { careersMessages as messages } from '~/messages/edition/careers'

import type { Route } from './+types/role'

// A role's page, /careers/<slug>. While the role is open: everything about it, how to apply, and
// its JobPosting for search engines. Once its validThrough day has passed: a page that says it has
// closed and lists the open roles, with noindex and no JobPosting; the servers send it with 410
// Gone (server/gone-pages.mjs), static hosts as it is.

export function loader({ params }: Route.LoaderArgs) {
  const job = getJob(params.slug)
  if (!job) throw data(null, { status: 404, statusText: 'Not Found' })
  const crumbs = breadcrumbsTo({ name: careersPage.title, path: careersPage.path }, { name: job.title, path: job.path })
  if (!job.open) {
    return {
      meta: buildMeta({
        title: messages.role.closed.title(jobPageTitle(job)),
        description: messages.role.closed.description(job.title, site.name, fullDate(job.validThrough), officeCities()),
        path: job.path,
        noIndex: true,
        image: socialImagePath(careersPage.path),
      }),
    }
  }
  return {
    meta: buildMeta({ title: jobPageTitle(job), description: job.summary, path: job.path, jsonLd: [jobPostingJsonLd(job), crumbs] }),
  }
}

/** "Noida, London and Amsterdam": every office's city, in the offices' order. */
const officeCities = () => new Intl.ListFormat(SITE_LANGUAGE).format(offices.map((office) => office.city))

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function RoleRoute({ loaderData }: Route.ComponentProps) {
  const { slug = '' } = useParams()
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <RolePage slug={slug} /> : null}
    </StaticHtml>
  )
}

function RolePage({ slug }: { slug: string }) {
  const job = getJob(slug)
  // The loader found it; a miss here is a bug, and failing the prerender beats an empty page.
  if (!job) throw new Error(`No role ${slug}`)
  return job.open ? <OpenRole job={job} /> : <ClosedRole job={job} />
}

function OpenRole({ job }: { job: Job }) {
  const apply = howToApply(job)
  return (
    <>
      <CareersHero
        eyebrow={messages.role.eyebrow(job.practice.name)}
        heading={job.title}
        lead={[job.summary]}
        primary={{ label: messages.applyForRole, href: apply.href }}
        secondary={{ label: messages.allOpenRoles, href: careersPage.path }}
      >
        <JobFactsList facts={jobFacts(job)} />
      </CareersHero>
      <JobDetailsSection job={job} apply={apply} />
      <CtaSection
        title={messages.role.cta.title}
        lead={messages.role.cta.lead}
        primary={{ label: messages.applyForRole, href: apply.href }}
        secondary={{ label: messages.allOpenRoles, to: careersPage.path }}
      />
    </>
  )
}

function ClosedRole({ job }: { job: Job }) {
  const application = openApplication()
  const hiring = openJobs.length > 0
  return (
    <>
      <CareersHero
        eyebrow={messages.role.closed.eyebrow}
        heading={messages.role.closed.heading(job.title)}
        lead={[messages.role.closed.lead(job.title, job.office.city, fullDate(job.validThrough), hiring)]}
        primary={
          hiring ? { label: messages.seeOpenRoles, href: '#open-roles' } : { label: messages.sendOpenApplication, href: application.href }
        }
        secondary={{ label: messages.role.closed.careersAt(site.name), href: careersPage.path }}
      />
      <OpenRolesSection
        id="open-roles"
        intro={careersPage.roles.intro}
        jobs={openJobs}
        filters={{ offices: officeFilters(), practices: practiceFilters(), total: openJobs.length }}
        current={job.path}
        empty={careersPage.roles.empty}
      />
    </>
  )
}
