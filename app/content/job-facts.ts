import { fullDate } from '../lib/text/format-date'
import { careersMessages as messages } from '../messages/edition/careers'
import { salaryRange } from '../lib/text/format-salary'
import type { Job } from './jobs'
import { SITE_LANGUAGE } from './locale'
import type { EmploymentType, Seniority } from './schema/job'
import type { OfficeCountry } from './schema/office'

// A role's facts in words, as its page, its card and the feeds state them. Only what the role's
// file says: a salary left out is left out, never shown as "competitive".

/** The headings of a role's sections, on its page and in its JobPosting description. */
export const JOB_SECTIONS = messages.sections

export const EMPLOYMENT_TYPE_WORDS: Record<EmploymentType, string> = messages.employmentTypes

/** schema.org's (and Google's) employmentType for each. */
export const EMPLOYMENT_TYPE_SCHEMA: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
}

export const SENIORITY_WORDS: Record<Seniority, string> = messages.seniority

/** A country's name, as a heading or structured data writes it. */
export const COUNTRY_NAMES: Record<OfficeCountry, string> = messages.countries

/** The name inside a sentence: "from the United Kingdom". */
const COUNTRIES_IN_SENTENCE: Record<OfficeCountry, string> = messages.countriesInSentence

type JobPlace = Pick<Job, 'workplace' | 'office'>

/** "Hybrid, 2 days a week in the London office", "On site in Noida", "Remote from the United Kingdom or the Netherlands". */
export function workplaceWords({ workplace, office }: JobPlace): string {
  switch (workplace.kind) {
    case 'on-site':
      return messages.workplace.onSite(office.cityName)
    case 'hybrid':
      return messages.workplace.hybrid(workplace.officeDays ?? 1, office.cityName)
    case 'remote': {
      const countries = (workplace.countries ?? []).map((code) => COUNTRIES_IN_SENTENCE[code])
      return messages.workplace.remote(new Intl.ListFormat(SITE_LANGUAGE, { type: 'disjunction' }).format(countries))
    }
  }
}

/** A fact in words; a date also as YYYY-MM-DD, for the page's <time> element. */
export type JobFact = { term: string; value: string; dateTime?: string }

/** The facts under a role's title, in the order a candidate weighs them. */
export function jobFacts(job: Job): JobFact[] {
  const terms = messages.facts
  return [
    { term: terms.office, value: `${job.office.cityName}, ${job.office.country}` },
    { term: terms.workplace, value: workplaceWords(job) },
    { term: terms.practice, value: job.practice.name },
    { term: terms.employment, value: EMPLOYMENT_TYPE_WORDS[job.employmentType] },
    { term: terms.seniority, value: SENIORITY_WORDS[job.seniority] },
    ...(job.salary ? [{ term: terms.salary, value: salaryRange(job.salary) }] : []),
    { term: terms.posted, value: fullDate(job.datePosted), dateTime: job.datePosted },
    { term: terms.applyBy, value: fullDate(job.validThrough), dateTime: job.validThrough },
  ]
}

/** The role's name in the browser tab and search results: where it is, as candidates search. */
export function jobPageTitle(job: Pick<Job, 'title' | 'workplace' | 'office'>): string {
  return `${job.title}, ${job.workplace.kind === 'remote' ? messages.remote : job.office.cityName}`
}
