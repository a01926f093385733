import { COUNTRY_NAMES, EMPLOYMENT_TYPE_SCHEMA, JOB_SECTIONS } from '~/content/job-facts'
import type { Job } from '~/content/jobs'
import { site } from '~/content/site'

import { type JsonLd, type JsonObject, LOGO_URL, ORGANIZATION_ID, postalAddressJsonLd } from './json-ld'
import { canonicalUrl } from './meta'

// A role as Google's job postings read it (JobPosting, developers.google.com/search/docs/appearance/
// structured-data/job-posting): every required property, and the recommended ones the role's file
// gives. Only open roles get one; a closed role's page carries none. The description is the page's
// own text as HTML (the same headings, lists and paragraphs, from the same fields), so what search
// shows is what the page says.

const SALARY_UNITS = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char)

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')

/** The role's full description as HTML: the summary, the work, what you bring and the interview. */
export function jobDescriptionHtml(job: Pick<Job, 'summary' | 'work' | 'bring' | 'interview'>): string {
  return [
    paragraphs([job.summary]),
    `<h2>${JOB_SECTIONS.work}</h2>`,
    list(job.work),
    `<h2>${JOB_SECTIONS.bring}</h2>`,
    list(job.bring),
    `<h2>${JOB_SECTIONS.interview}</h2>`,
    paragraphs(job.interview),
  ].join('')
}

/**
 * The last moment applications are taken: the end of the validThrough day in UTC, the day the
 * build also counts in (scripts/content/build-date.ts).
 */
export const validThroughTime = (date: string) => `${date}T23:59:59Z`

/** Where the job is: the office's full address, or, for a remote role, the countries it is open to. */
function location(job: Job): JsonObject {
  if (job.workplace.kind === 'remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: (job.workplace.countries ?? []).map((country) => ({
        '@type': 'Country',
        name: COUNTRY_NAMES[country],
      })),
    }
  }
  return { jobLocation: { '@type': 'Place', address: postalAddressJsonLd(job.office.address) } }
}

export function jobPostingJsonLd(job: Job): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    url: canonicalUrl(job.path),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: validThroughTime(job.validThrough),
    employmentType: EMPLOYMENT_TYPE_SCHEMA[job.employmentType],
    hiringOrganization: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, sameAs: canonicalUrl('/'), logo: LOGO_URL },
    ...location(job),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: SALARY_UNITS[job.salary.period],
            },
          },
        }
      : {}),
    // Applications are made by email or on an applicant-tracking page, never on the role's page.
    directApply: false,
  }
}
