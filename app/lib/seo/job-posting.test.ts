import { describe, expect, it } from 'vitest'

import { type Job, jobs } from '~/content/jobs'
import { offices } from '~/content/offices'
import { site } from '~/content/site'

import { ORGANIZATION_ID } from './json-ld'
import { jobDescriptionHtml, jobPostingJsonLd } from './job-posting'

// Every role's JobPosting against Google's job posting rules: the required properties, a full
// address or a remote role's countries, the salary only where the role gives one, and a description
// made of the page's own text. Built from every role file, open or closed (the page decides which
// roles get one; e2e/careers.spec.ts checks that a closed role has none).

const someRole = jobs[0]!
const variant = (changes: Partial<Job>): Job => ({ ...someRole, ...changes })

describe('jobPostingJsonLd', () => {
  it('gives every role the properties Google requires, as absolute URLs and ISO dates', () => {
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) {
      const block = JSON.parse(JSON.stringify(jobPostingJsonLd(job)))
      expect(block).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        url: `${site.url}/careers/${job.slug}`,
        datePosted: job.datePosted,
        validThrough: `${job.validThrough}T23:59:59Z`,
        identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
        hiringOrganization: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.name, sameAs: `${site.url}/` },
        directApply: false,
      })
      expect(block.hiringOrganization.logo).toMatch(new RegExp(`^${site.url}/`))
      expect(block.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN)$/)
      expect(block.description).toMatch(/^<p>/)
      // A role is either at an address or remote, never neither.
      expect(Boolean(block.jobLocation) !== Boolean(block.jobLocationType), job.slug).toBe(true)
    }
  })

  it('places an on-site or hybrid role at its office’s full postal address', () => {
    const london = offices.find((office) => office.city === 'London')!
    for (const kind of ['on-site', 'hybrid'] as const) {
      const block = jobPostingJsonLd(variant({ office: london, workplace: kind === 'hybrid' ? { kind, officeDays: 2 } : { kind } }))
      expect(block.jobLocation).toEqual({
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          name: london.address.label,
          streetAddress: london.address.postal.streetAddress,
          addressLocality: 'London',
          postalCode: london.address.postal.postalCode,
          addressCountry: 'GB',
        },
      })
      expect(block).not.toHaveProperty('jobLocationType')
    }
  })

  it('marks a remote role TELECOMMUTE with the countries candidates may live in', () => {
    const block = jobPostingJsonLd(variant({ workplace: { kind: 'remote', countries: ['GB', 'NL'] } }))
    expect(block).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'United Kingdom' },
        { '@type': 'Country', name: 'Netherlands' },
      ],
    })
    expect(block).not.toHaveProperty('jobLocation')
  })

  it('gives the salary range only where the role states one', () => {
    const paid = jobPostingJsonLd(variant({ salary: { currency: 'EUR', min: 58000, max: 72000, period: 'year' } }))
    expect(paid.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 58000, maxValue: 72000, unitText: 'YEAR' },
    })
    expect(jobPostingJsonLd(variant({ salary: undefined }))).not.toHaveProperty('baseSalary')
  })
})

describe('jobDescriptionHtml', () => {
  it('is the role’s summary, work, requirements and interview, in that order, with its text escaped', () => {
    const html = jobDescriptionHtml({
      summary: 'Build <pipelines> & more.',
      work: ['Run A'],
      bring: ['Know B'],
      interview: ['Review C.', 'Meet D.'],
    })
    expect(html).toBe(
      '<p>Build &lt;pipelines&gt; &amp; more.</p><h2>The work</h2><ul><li>Run A</li></ul>' +
        '<h2>What you bring</h2><ul><li>Know B</li></ul><h2>How the interview goes</h2><p>Review C.</p><p>Meet D.</p>',
    )
  })
})
