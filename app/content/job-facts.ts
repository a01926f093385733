import { fullDate } from '../lib/text/format-date'
import { salaryRange } from '../lib/text/format-salary'
import type { Job } from './jobs'
import { SITE_LANGUAGE } from './locale'
import type { EmploymentType, Seniority } from './schema/job'
import type { OfficeCountry } from './schema/office'

// A role's facts in words, as its page, its card and the feeds state them. Only what the role's
// file says: a salary left out is left out, never shown as "competitive".

/** The headings of a role's sections, on its page and in its JobPosting description. */
export const JOB_SECTIONS = { work: 'The work', bring: 'What you bring', interview: 'How the interview goes' } as const

export const EMPLOYMENT_TYPE_WORDS: Record<EmploymentType, string> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
}

/** schema.org's (and Google's) employmentType for each. */
export const EMPLOYMENT_TYPE_SCHEMA: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
}

export const SENIORITY_WORDS: Record<Seniority, string> = {
  junior: 'Junior',
  'mid-level': 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
}

/** A country's name, as a heading or structured data writes it. */
export const COUNTRY_NAMES: Record<OfficeCountry, string> = { IN: 'India', GB: 'United Kingdom', NL: 'Netherlands' }

/** The name inside a sentence: "from the United Kingdom". */
const countryInSentence = (code: OfficeCountry) => (code === 'IN' ? '' : 'the ') + COUNTRY_NAMES[code]

type JobPlace = Pick<Job, 'workplace' | 'office'>

/** "Hybrid, 2 days a week in the London office", "On site in Noida", "Remote from the United Kingdom or the Netherlands". */
export function workplaceWords({ workplace, office }: JobPlace): string {
  switch (workplace.kind) {
    case 'on-site':
      return `On site in ${office.city}`
    case 'hybrid': {
      const days = workplace.officeDays ?? 1
      return `Hybrid, ${days} ${days === 1 ? 'day' : 'days'} a week in the ${office.city} office`
    }
    case 'remote': {
      const countries = (workplace.countries ?? []).map(countryInSentence)
      return `Remote from ${new Intl.ListFormat(SITE_LANGUAGE, { type: 'disjunction' }).format(countries)}`
    }
  }
}

/** A fact in words; a date also as YYYY-MM-DD, for the page's <time> element. */
export type JobFact = { term: string; value: string; dateTime?: string }

/** The facts under a role's title, in the order a candidate weighs them. */
export function jobFacts(job: Job): JobFact[] {
  return [
    { term: 'Office', value: `${job.office.city}, ${job.office.name}` },
    { term: 'Workplace', value: workplaceWords(job) },
    { term: 'Practice', value: job.practice.name },
    { term: 'Employment', value: EMPLOYMENT_TYPE_WORDS[job.employmentType] },
    { term: 'Seniority', value: SENIORITY_WORDS[job.seniority] },
    ...(job.salary ? [{ term: 'Salary', value: salaryRange(job.salary) }] : []),
    { term: 'Posted', value: fullDate(job.datePosted), dateTime: job.datePosted },
    { term: 'Apply by', value: fullDate(job.validThrough), dateTime: job.validThrough },
  ]
}

/** The role's name in the browser tab and search results: where it is, as candidates search. */
export function jobPageTitle(job: Pick<Job, 'title' | 'workplace' | 'office'>): string {
  return `${job.title}, ${job.workplace.kind === 'remote' ? 'remote' : job.office.city}`
}
