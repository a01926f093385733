import { careersMessages } from '../messages/edition/careers'
import jobRecords from '../generated/content/jobs.json' with { type: 'json' }
import type { JobRecord } from '../../scripts/content/collections/jobs'
import { careersOfficePath, careersPracticePath, jobPath } from './careers-paths'
import { getOfficeBySlug, offices } from './offices'
import { getServiceBySlug, services } from './services'
import type { Office, ServiceEntry } from './types'

// The roles of content/en/jobs/, newest first, each marked open or closed against the build's day
// (scripts/content/collections/jobs.ts). A role as the pages use it carries its office and practice,
// which the content generator has checked exist.

export type Job = Omit<JobRecord, 'office' | 'practice'> & {
  path: ReturnType<typeof jobPath>
  office: Office
  practice: ServiceEntry
}

function toJob({ office, practice, ...record }: JobRecord): Job {
  const officeEntry = getOfficeBySlug(office)
  const service = getServiceBySlug(practice)
  if (!officeEntry || !service) throw new Error(`content/en/jobs/${record.slug}.yaml: no office "${office}" or practice "${practice}"`)
  return { ...record, path: jobPath(record.slug), office: officeEntry, practice: service }
}

export const jobs: readonly Job[] = (jobRecords as JobRecord[]).map(toJob)

/** The roles taking applications, newest first: /careers, the sitemap and the feeds. */
export const openJobs: readonly Job[] = jobs.filter((job) => job.open)

export function getJob(slug: string): Job | undefined {
  return jobs.find((job) => job.slug === slug)
}

/** A filtered view of the open roles: one office's or one practice's. */
export type RoleFilter = { kind: 'office' | 'practice'; name: string; path: `/${string}`; jobs: readonly Job[] }

/** A filtered view's title: its h1, browser tab and social card. */
export function roleFilterTitle(filter: Pick<RoleFilter, 'name'>) {
  return careersMessages.filterTitle(filter.name)
}

/** One filter per office with an open role, in the offices' order. */
export function officeFilters(open: readonly Job[] = openJobs): RoleFilter[] {
  return offices.flatMap((office) => {
    const inOffice = open.filter((job) => job.office === office)
    return inOffice.length ? [{ kind: 'office' as const, name: office.cityName, path: careersOfficePath(office.city), jobs: inOffice }] : []
  })
}

/** One filter per practice with an open role, in the services' order. */
export function practiceFilters(open: readonly Job[] = openJobs): RoleFilter[] {
  return services.flatMap((service) => {
    const inPractice = open.filter((job) => job.practice === service)
    return inPractice.length ? [{ kind: 'practice' as const, name: service.name, path: careersPracticePath(service.slug), jobs: inPractice }] : []
  })
}

/** The filtered view at `path`, if an office or practice has open roles there. */
export function getRoleFilter(path: string): RoleFilter | undefined {
  return [...officeFilters(), ...practiceFilters()].find((filter) => filter.path === path)
}
