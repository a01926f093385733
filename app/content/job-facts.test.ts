import { describe, expect, it } from 'vitest'

import { howToApply, openApplication } from './job-apply'
import { jobFacts, jobPageTitle, workplaceWords } from './job-facts'
import { type Job, jobs } from './jobs'
import { offices } from './offices'
import { site } from './site'

const someRole = jobs[0]!
const variant = (changes: Partial<Job>): Job => ({ ...someRole, ...changes })
const noida = offices.find((office) => office.city === 'Noida')!

describe('a role’s facts in words', () => {
  it('says where the work happens for each kind of workplace', () => {
    expect(workplaceWords({ office: noida, workplace: { kind: 'on-site' } })).toBe('On site in Noida')
    expect(workplaceWords({ office: noida, workplace: { kind: 'hybrid', officeDays: 3 } })).toBe('Hybrid, 3 days a week in the Noida office')
    expect(workplaceWords({ office: noida, workplace: { kind: 'hybrid', officeDays: 1 } })).toBe('Hybrid, 1 day a week in the Noida office')
    expect(workplaceWords({ office: noida, workplace: { kind: 'remote', countries: ['GB', 'NL'] } })).toBe(
      'Remote from the United Kingdom or the Netherlands',
    )
  })

  it('states a salary only where the role gives one, and always as a range', () => {
    const paid = jobFacts(variant({ salary: { currency: 'GBP', min: 75000, max: 90000, period: 'year' } }))
    expect(paid).toContainEqual({ term: 'Salary', value: '£75,000 – £90,000 a year' })
    expect(jobFacts(variant({ salary: undefined })).map((fact) => fact.term)).not.toContain('Salary')
  })

  it('dates the posting and the last day as <time> values', () => {
    const facts = jobFacts(variant({ datePosted: '2026-11-16', validThrough: '2027-02-15' }))
    expect(facts).toContainEqual({ term: 'Posted', value: 'November 16, 2026', dateTime: '2026-11-16' })
    expect(facts).toContainEqual({ term: 'Apply by', value: 'February 15, 2027', dateTime: '2027-02-15' })
  })

  it('titles a page by the role and its city, or remote', () => {
    expect(jobPageTitle({ title: 'Data Engineer', office: noida, workplace: { kind: 'on-site' } })).toBe('Data Engineer, Noida')
    expect(jobPageTitle({ title: 'HPC Engineer', office: noida, workplace: { kind: 'remote', countries: ['IN'] } })).toBe('HPC Engineer, remote')
  })
})

describe('how to apply', () => {
  it('uses the role’s own route first, then the site default in settings', () => {
    expect(howToApply(variant({ apply: { url: 'https://jobs.example.org/42' } }))).toEqual({ kind: 'url', href: 'https://jobs.example.org/42' })
    expect(howToApply(variant({ apply: { email: 'uk-hiring@example.org' }, title: 'Data Engineer', office: noida }))).toEqual({
      kind: 'email',
      email: 'uk-hiring@example.org',
      href: 'mailto:uk-hiring@example.org?subject=Application%3A%20Data%20Engineer%2C%20Noida',
    })
    // The default settings name no applicant-tracking page: the careers address takes the rest.
    expect(howToApply(variant({ apply: undefined }))).toMatchObject({ kind: 'email', email: site.careers.email })
  })

  it('sends an open application to the careers address in settings', () => {
    expect(openApplication()).toEqual({ kind: 'email', email: site.careers.email, href: `mailto:${site.careers.email}?subject=Open%20application` })
  })
})
