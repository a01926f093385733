// The open roles: content/<locale>/jobs/<slug>.yaml, one file per role. Besides each file's schema
// (app/content/schema/job.ts), checks what only the whole site can tell: the practice and office a
// role names exist, no two roles share a title in one office, and no role takes the name of a
// filtered view. Whether a role is open is decided here, once, against the build's day
// (build-date.ts): a role is open through its validThrough day and closed after it.
import { CAREERS_FILTERS, careersOfficePath, careersPracticePath, jobPath } from '../../../app/content/careers-paths'
import { type JobFile, jobSchema } from '../../../app/content/schema/job'
import type { OfficeFile } from '../../../app/content/schema/office'
import type { ServiceFile } from '../../../app/content/schema/service'
import { type OutputContext, defineCollection } from '../collection'
import type { ContentEntry } from '../read-content'

export type JobRecord = JobFile & { slug: string; open: boolean }

/** What the route table and prerender list need (app/content/route-table.ts): only paths. */
export type JobRoutes = {
  /** Open roles, newest first: pages, the sitemap and the feeds. */
  open: string[]
  /** Closed roles whose files are kept: a page that says so, answered with 410 Gone. */
  closed: string[]
  /** The filtered views: one per office and per practice with an open role. */
  views: `/${string}`[]
}

/** Open on `today` (YYYY-MM-DD): applications are taken through the validThrough day. */
export function isOpen(job: Pick<JobFile, 'validThrough'>, today: string) {
  return today <= job.validThrough
}

const reservedSlugs = new Set<string>(Object.values(CAREERS_FILTERS))

export const jobs = defineCollection({
  name: 'jobs',
  schema: jobSchema,
  check(entries, { refer }) {
    const problems: string[] = []
    const titles = new Map<string, string>()
    for (const { file, slug, data } of entries) {
      refer(`${file}: practice`, 'services', data.practice)
      refer(`${file}: office`, 'offices', data.office)
      if (reservedSlugs.has(slug)) problems.push(`${file}: the file name "${slug}" is the name of a filtered view of /careers; name the role's file after the role`)
      // Two roles with one title in one office would be one search result and one page title.
      const key = `${data.office}/${data.title.toLowerCase()}`
      const same = titles.get(key)
      if (same) problems.push(`${file}: title: "${data.title}" is already the title of ${same}, in the same office`)
      titles.set(key, file)
    }
    return problems
  },
  output: (entries, { today }): JobRecord[] => newestFirst(entries).map(({ slug, data }) => ({ slug, ...data, open: isOpen(data, today) })),
  extraFiles: (entries, context) => {
    const routes = jobRoutes(entries, context)
    // The pages the servers answer with 410 Gone (server/gone-pages.mjs): closed roles.
    return { 'job-routes': routes, 'gone-pages': routes.closed.map(jobPath) }
  },
})

function jobRoutes(entries: readonly ContentEntry<JobFile>[], { today, entriesOf }: OutputContext): JobRoutes {
  const sorted = newestFirst(entries)
  const open = sorted.filter(({ data }) => isOpen(data, today))
  const offices = entriesOf('offices') as ContentEntry<OfficeFile>[]
  const services = entriesOf('services') as ContentEntry<ServiceFile>[]
  const hiring = (field: 'office' | 'practice', slug: string) => open.some(({ data }) => data[field] === slug)
  const views = [
    ...offices
      .toSorted((a, b) => a.data.order - b.data.order)
      .filter(({ slug }) => hiring('office', slug))
      .map(({ data }) => careersOfficePath(data.city)),
    ...services
      .toSorted((a, b) => a.data.order - b.data.order)
      .filter(({ slug }) => hiring('practice', slug))
      .map(({ slug }) => careersPracticePath(slug)),
  ]
  return {
    open: open.map(({ slug }) => slug),
    closed: sorted.filter(({ data }) => !isOpen(data, today)).map(({ slug }) => slug),
    views,
  }
}

/** Newest first, as /careers lists them; slugs (file names, so unique) break a tie of one day. */
function newestFirst<T extends { slug: string; data: { datePosted: string } }>(entries: readonly T[]) {
  return entries.toSorted((a, b) => b.data.datePosted.localeCompare(a.data.datePosted) || a.slug.localeCompare(b.slug))
}
