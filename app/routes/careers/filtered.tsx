import { data } from 'react-router'

import { CareersHero } from '~/components/sections/careers/careers-hero'
import { OpenRolesSection } from '~/components/sections/careers/open-roles-section'
import { CtaSection } from '~/components/sections/cta-section'
import { StaticHtml } from '~/components/ui/static-html'
import { careersPage } from '~/content/careers-page'
import { openApplication } from '~/content/job-apply'
import { SITE_LANGUAGE } from '~/content/locale'
import { site } from '~/content/site'
import { type RoleFilter, getRoleFilter, roleFilterTitle, officeFilters, openJobs, practiceFilters } from '~/content/jobs'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { breadcrumbsTo } from '~/lib/seo/json-ld'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'
import { careersMessages as messages } from '~/messages/edition/careers'

import { pagePathOf } from '~/content/locale'
import type { Route } from './+types/filtered'

// One office's or one practice's open roles (/careers/office/london, /careers/practice/devsecops):
// the careers page's filters are links to these prerendered views, so filtering needs no script
// and every view has an address to share. Only offices and practices with an open role have one.

export function loader({ url }: Route.LoaderArgs) {
  const filter = getRoleFilter(pagePathOf(url.pathname).replace(/\/$/, ''))
  if (!filter) throw data(null, { status: 404, statusText: 'Not Found' })
  const title = roleFilterTitle(filter)
  return {
    path: filter.path,
    meta: buildMeta({
      title,
      description: viewDescription(filter),
      path: filter.path,
      jsonLd: [breadcrumbsTo({ name: careersPage.title, path: careersPage.path }, { name: title, path: filter.path })],
    }),
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function FilteredRolesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <FilteredRolesPage path={loaderData.path} /> : null}
    </StaticHtml>
  )
}

const roles = messages.openRoles

function viewDescription(filter: RoleFilter) {
  const where = filter.kind === 'office' ? messages.view.atOffice(site.name, filter.name) : messages.view.inPractice(site.name, filter.name)
  const titles = new Intl.ListFormat(SITE_LANGUAGE).format(filter.jobs.map((job) => job.title))
  return messages.view.description(roles(filter.jobs.length), where, titles)
}

function FilteredRolesPage({ path }: { path: string }) {
  const filter = getRoleFilter(path)
  // The loader found it; a miss here is a bug, and failing the prerender beats an empty page.
  if (!filter) throw new Error(`No careers view ${path}`)
  const [first] = filter.jobs
  const lead =
    filter.kind === 'office'
      ? messages.view.officeLead(roles(filter.jobs.length), filter.name, first!.office.address.lines.join(', '), first!.office.hours)
      : messages.view.practiceLead(roles(filter.jobs.length), first!.practice.desc)
  return (
    <>
      <CareersHero
        eyebrow={careersPage.hero.eyebrow}
        heading={roleFilterTitle(filter)}
        lead={[lead]}
        primary={{ label: messages.seeRoles(filter.jobs.length), href: '#open-roles' }}
        secondary={
          filter.kind === 'practice'
            ? { label: messages.view.howPracticeWorks, href: first!.practice.path }
            : { label: messages.allOpenRoles, href: careersPage.path }
        }
      />
      <OpenRolesSection
        id="open-roles"
        intro={careersPage.roles.intro}
        jobs={filter.jobs}
        filters={{ offices: officeFilters(), practices: practiceFilters(), total: openJobs.length }}
        current={filter.path}
        empty={careersPage.roles.empty}
      />
      <CtaSection
        title={careersPage.cta.title}
        lead={careersPage.cta.lead}
        primary={{ label: messages.sendOpenApplication, href: openApplication().href }}
        secondary={{ label: messages.view.aboutCareers(site.name), to: careersPage.path }}
      />
    </>
  )
}
