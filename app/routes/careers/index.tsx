import { Fragment, type ReactNode } from 'react'

import { CareersHero } from '~/components/sections/careers/careers-hero'
import { CareersOfficesSection } from '~/components/sections/careers/careers-offices-section'
import { OpenRolesSection } from '~/components/sections/careers/open-roles-section'
import { CtaSection } from '~/components/sections/cta-section'
import { IconCardsSection } from '~/components/sections/icon-cards-section'
import { LinksSection } from '~/components/sections/links-section'
import { ProcessSection } from '~/components/sections/process-section'
import type { Tone } from '~/components/ui/section'
import { StaticHtml } from '~/components/ui/static-html'
import { careersPage as page } from '~/content/careers-page'
import { openApplication } from '~/content/job-apply'
import { officeFilters, openJobs, practiceFilters } from '~/content/jobs'
import { offices } from '~/content/offices'
import { site } from '~/content/site'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { careersFeedLinks } from '~/lib/seo/careers-feed'
import { breadcrumbsTo } from '~/lib/seo/json-ld'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'
import { careersMessages as messages } from '~/messages/edition/careers'

import type { Route } from './+types/index'

// Runs at build time (prerender): the page's head tags, with the feeds of the open roles. The body
// needs no script; it is rendered at prerender only (StaticHtml).
export function loader() {
  return {
    meta: [
      ...buildMeta({
        title: page.title,
        description: page.seoDescription,
        path: page.path,
        jsonLd: [breadcrumbsTo({ name: page.title, path: page.path })],
      }),
      ...careersFeedLinks(),
    ],
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <CareersPage /> : null}
    </StaticHtml>
  )
}

/** Bands alternate plain and tinted; the practices band is left out while no role is open. */
const bandTone = (index: number): Tone => (index % 2 === 0 ? 'plain' : 'tinted')

function CareersPage() {
  const hiring = openJobs.length > 0
  const application = openApplication()
  const practices = practiceFilters()
  const bands: ((tone: Tone) => ReactNode)[] = [
    (tone) => (
      <OpenRolesSection
        id="open-roles"
        intro={page.roles.intro}
        jobs={openJobs}
        filters={{ offices: officeFilters(), practices, total: openJobs.length }}
        current={page.path}
        empty={page.roles.empty}
        tone={tone}
      />
    ),
    (tone) => <IconCardsSection id="why-work-here" intro={page.why.intro} items={page.why.items} tone={tone} />,
    ...(hiring
      ? [
          (tone: Tone) => (
            <LinksSection
              id="practices"
              intro={page.practices.intro}
              links={practices.map(({ name, path, jobs }) => ({
                label: name,
                path,
                description: messages.page.practice(jobs.length, jobs[0]!.practice.desc),
                also: { label: messages.page.howWeDeliver(name), path: jobs[0]!.practice.path },
              }))}
              tone={tone}
            />
          ),
        ]
      : []),
    (tone) => <CareersOfficesSection id="offices" intro={page.offices.intro} offices={offices} openJobs={openJobs} tone={tone} />,
    (tone) => <ProcessSection id="interview" intro={page.interview.intro} steps={page.interview.steps} tone={tone} />,
  ]
  return (
    <>
      <CareersHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        promise={page.hero.promise}
        lead={page.hero.lead}
        primary={
          hiring ? { label: messages.seeOpenRoles, href: '#open-roles' } : { label: messages.sendOpenApplication, href: application.href }
        }
        secondary={{ label: messages.page.howWeInterview, href: '#interview' }}
      />
      {bands.map((band, index) => (
        <Fragment key={index}>{band(bandTone(index))}</Fragment>
      ))}
      <CtaSection
        title={page.cta.title}
        lead={page.cta.lead}
        primary={{ label: messages.sendOpenApplication, href: application.href }}
        secondary={{ label: messages.page.about(site.name), to: '/about' }}
      />
    </>
  )
}
