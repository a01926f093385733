// Where the careers section's pages and files live. Dependency-free: the content generator
// (scripts/content/) builds the route list and the gone pages with it before any generated data
// exists, and the route table reads it.

export const CAREERS_PATH = '/careers'

/** Segments after /careers/ that name the filtered views, so no role may take them as its slug. */
export const CAREERS_FILTERS = { office: 'office', practice: 'practice' } as const

/** The Atom feed and the JSON list of open roles, for job boards and the company's own tools. */
export const CAREERS_FEED_PATH = '/careers/feed.xml'
export const CAREERS_JSON_PATH = '/careers/jobs.json'

/** A role's page: `/careers/senior-devsecops-engineer-london`. */
export function jobPath(slug: string) {
  return `${CAREERS_PATH}/${slug}` as const
}

/** The open roles of one office, named by its city: `/careers/office/london`. */
export function careersOfficePath(city: string) {
  return `${CAREERS_PATH}/${CAREERS_FILTERS.office}/${citySlug(city)}` as const
}

/** The open roles of one practice, named by its service's slug: `/careers/practice/devsecops`. */
export function careersPracticePath(service: string) {
  return `${CAREERS_PATH}/${CAREERS_FILTERS.practice}/${service}` as const
}

/** "Noida" -> "noida", "New Delhi" -> "new-delhi": a city as a path segment. */
export function citySlug(city: string) {
  return city
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
