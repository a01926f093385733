// One open role per file: content/<locale>/jobs/<slug>.yaml, the role's page at /careers/<slug>,
// its card on /careers and its entry in the job feeds. The role is listed while the build's day is
// on or before `validThrough` (scripts/content/collections/jobs.ts); after that its page says it
// has closed and the servers answer its address with 410 Gone.
import { z } from 'zod'

import { externalUrl, isoDate, paragraphs, publicationDate, slug, text } from './fields'
import { officeCountries } from './office'

/** How the role is worked: the JobPosting's jobLocation or, when remote, jobLocationType TELECOMMUTE. */
export const workplaceKinds = ['on-site', 'hybrid', 'remote'] as const
export type WorkplaceKind = (typeof workplaceKinds)[number]

/** Google's employmentType values, written as the page says them (app/content/job-facts.ts maps them). */
export const employmentTypes = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const
export type EmploymentType = (typeof employmentTypes)[number]

export const seniorities = ['junior', 'mid-level', 'senior', 'lead', 'principal'] as const
export type Seniority = (typeof seniorities)[number]

/** The currencies of the offices' countries: rupees in Noida, pounds in London, euros in Amsterdam. */
export const salaryCurrencies = ['INR', 'GBP', 'EUR'] as const
export type SalaryCurrency = (typeof salaryCurrencies)[number]

export const salaryPeriods = ['year', 'month', 'hour'] as const
export type SalaryPeriod = (typeof salaryPeriods)[number]

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (issue) => `unknown ${what} "${String(issue.input)}": use one of ${values.join(', ')}` })

/**
 * Where the work happens. One object with the fields each kind needs, not a union: the editor shows
 * an object as one form (scripts/cms/cms-fields.ts). A hybrid role says how many days a week the
 * team meets in the office; a remote role, the countries candidates may live in (those where the
 * company employs people: its offices' countries).
 */
export const workplace = z
  .object({
    kind: choice(workplaceKinds, 'workplace'),
    officeDays: z
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be 1 to 4 days a week (5 is on site)')
      .max(4, 'must be 1 to 4 days a week (5 is on site)')
      .optional(),
    countries: z.array(z.enum(officeCountries, { error: `must be one of ${officeCountries.join(', ')} (ISO 3166-1 alpha-2)` })).optional(),
  })
  .strict()
  .superRefine((place, context) => {
    if (place.kind === 'hybrid' && place.officeDays === undefined) {
      context.addIssue({ code: 'custom', path: ['officeDays'], message: 'required for a hybrid role: the days a week in the office' })
    }
    if (place.kind !== 'hybrid' && place.officeDays !== undefined) {
      context.addIssue({ code: 'custom', path: ['officeDays'], message: `only a hybrid role has office days; leave it out for ${place.kind}` })
    }
    if (place.kind === 'remote' && !place.countries?.length) {
      context.addIssue({ code: 'custom', path: ['countries'], message: 'required for a remote role: the countries candidates may live in' })
    }
    if (place.kind !== 'remote' && place.countries !== undefined) {
      context.addIssue({ code: 'custom', path: ['countries'], message: `only a remote role lists countries; leave it out for ${place.kind}` })
    }
  })

/** A salary range: both ends, in the currency of the country the role is employed in. */
export const salary = z
  .object({
    currency: choice(salaryCurrencies, 'currency'),
    min: z.number({ error: 'must be a plain number, e.g. 75000' }).positive('must be above 0'),
    max: z.number({ error: 'must be a plain number, e.g. 90000' }).positive('must be above 0'),
    period: choice(salaryPeriods, 'period'),
  })
  .strict()
  .superRefine((range, context) => {
    if (range.max <= range.min) context.addIssue({ code: 'custom', path: ['max'], message: `must be above min (${range.min}): a range` })
  })

/**
 * How to apply: an applicant-tracking page or an email address (one, not both). Left out, the
 * role uses the site's default in settings (careers.applyUrl, else careers.email).
 */
export const applyRoute = z
  .object({ url: externalUrl.optional(), email: z.email({ error: 'must be an email address' }).optional() })
  .strict()
  .superRefine((apply, context) => {
    if (apply.url === undefined && apply.email === undefined) {
      context.addIssue({ code: 'custom', path: ['url'], message: 'required: an address to apply at, or else an email (or leave out apply for the site default)' })
    } else if (apply.url !== undefined && apply.email !== undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'give an address or an email, not both' })
    }
  })

export const jobSchema = z
  .object({
    /** The role as a candidate searches for it; the page title adds the office's city. */
    title: text.max(45, 'must be at most 45 characters (the search title adds the city)'),
    /** The service whose practice the role joins (a file name under services/): its page explains the work. */
    practice: slug,
    /** The office the team works from (a file name under offices/): its address is the job's location. */
    office: slug,
    workplace,
    employmentType: choice(employmentTypes, 'employment type'),
    seniority: choice(seniorities, 'seniority'),
    salary: salary.optional(),
    /** The card text, the page lead and the search description. */
    summary: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    /** What the role does, one item each. */
    work: z.array(text).min(2, 'needs at least two items'),
    /** What a candidate brings, one item each. */
    bring: z.array(text).min(2, 'needs at least two items'),
    /** How the interview goes for this role: the practical exercise and who takes part. */
    interview: paragraphs,
    /** The day the role opened; never after settings' contentUpdated, which it moves forward. */
    datePosted: publicationDate(isoDate),
    /** The last day applications are taken; the next build after it closes the role. */
    validThrough: isoDate,
    apply: applyRoute.optional(),
  })
  .strict()
  .superRefine((job, context) => {
    if (job.validThrough < job.datePosted) {
      context.addIssue({ code: 'custom', path: ['validThrough'], message: `must not be before datePosted (${job.datePosted})` })
    }
  })

/** A role's file as written. */
export type JobFile = z.infer<typeof jobSchema>
