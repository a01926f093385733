// The open roles: one file each, checked like every other content file, and open or closed by the
// build's day, never the test machine's clock (every test names the day it builds on).
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR, GENERATED_DIR, generateContent } from '../generate-content'
import type { JobRecord, JobRoutes } from './jobs'

const content = useContentCopy()

const ROLE = `${CONTENT_DIR}/jobs/senior-devsecops-engineer-london.yaml`
const REMOTE_ROLE = `${CONTENT_DIR}/jobs/hpc-engineer-remote.yaml`

/** Every default role's last day, read from the files (whatever the content says today). */
function lastDays() {
  generateContent(content.dir(), { today: '2000-01-01' })
  return (read('jobs') as JobRecord[]).map((job) => job.validThrough).toSorted()
}

function read(name: string): unknown {
  return JSON.parse(readFileSync(join(content.dir(), GENERATED_DIR, `${name}.json`), 'utf8'))
}

/** Generates the copy's content as a build on `today` would. */
function buildOn(today: string) {
  generateContent(content.dir(), { today })
  return { jobs: read('jobs') as JobRecord[], routes: read('job-routes') as JobRoutes, gone: read('gone-pages') as string[] }
}

describe('role files', () => {
  it('lists every role while its last day has not passed, newest first, with the views of its office and practice', () => {
    const { jobs, routes, gone } = buildOn(lastDays()[0]!)
    expect(jobs.length).toBeGreaterThanOrEqual(4)
    expect(jobs.every((job) => job.open)).toBe(true)
    const posted = jobs.map((job) => job.datePosted)
    expect(posted).toEqual(posted.toSorted().reverse())
    expect(routes.open).toEqual(jobs.map((job) => job.slug))
    expect(routes.closed).toEqual([])
    expect(gone).toEqual([])
    expect(routes.views).toContain('/careers/office/london')
    expect(routes.views).toContain('/careers/practice/devsecops')
  })

  it('closes a role the day after its validThrough: no longer listed, its page answered as gone', () => {
    content.edit(ROLE, (document) => document.set('validThrough', '2027-01-10'))
    const open = buildOn('2027-01-10')
    expect(open.routes.open).toContain('senior-devsecops-engineer-london')
    const closed = buildOn('2027-01-11')
    expect(closed.routes.open).not.toContain('senior-devsecops-engineer-london')
    expect(closed.routes.closed).toEqual(['senior-devsecops-engineer-london'])
    expect(closed.gone).toEqual(['/careers/senior-devsecops-engineer-london'])
    expect(closed.jobs.find((job) => job.slug === 'senior-devsecops-engineer-london')?.open).toBe(false)
  })

  it('leaves no view of an office or practice whose roles have all closed', () => {
    const { routes } = buildOn('2099-01-01')
    expect(routes.open).toEqual([])
    expect(routes.views).toEqual([])
    expect(routes.closed.length).toBeGreaterThanOrEqual(4)
  })

  it('forgets a role whose file is deleted: not listed, not gone, no page', () => {
    rmSync(join(content.dir(), ROLE))
    const { routes, gone } = buildOn(lastDays()[0]!)
    expect([...routes.open, ...routes.closed]).not.toContain('senior-devsecops-engineer-london')
    expect(gone).toEqual([])
  })

  it('names the file and field of a missing or misspelled field', () => {
    content.edit(ROLE, (document) => document.delete('summary'))
    expect(content.problems()).toContain(`${ROLE}: summary: required`)
    content.edit(ROLE, (document) => document.set('summary', 'Too short.'))
    expect(content.problems()).toContain(`${ROLE}: summary: must be at least 120 characters`)
    content.edit(ROLE, (document) => document.set('employmentType', 'permanent'))
    expect(content.problems()).toContain(`${ROLE}: employmentType: unknown employment type "permanent": use one of full-time, part-time, contract, temporary, internship`)
  })

  it('rejects dates that are not real days, and a last day before the first', () => {
    content.edit(ROLE, (document) => document.set('validThrough', '2027-02-30'))
    expect(content.problems()).toContain(`${ROLE}: validThrough: must be a real day written YYYY-MM-DD`)
    content.edit(ROLE, (document) => {
      document.set('datePosted', '2026-11-16')
      document.set('validThrough', '2026-11-01')
    })
    expect(content.problems()).toContain(`${ROLE}: validThrough: must not be before datePosted (2026-11-16)`)
  })

  it('asks a hybrid role for its office days and a remote role for its countries, and nothing else of either', () => {
    content.edit(ROLE, (document) => document.deleteIn(['workplace', 'officeDays']))
    expect(content.problems()).toContain(`${ROLE}: workplace.officeDays: required for a hybrid role: the days a week in the office`)
    content.edit(ROLE, (document) => document.setIn(['workplace', 'officeDays'], 5))
    expect(content.problems()).toContain(`${ROLE}: workplace.officeDays: must be 1 to 4 days a week (5 is on site)`)
    content.edit(REMOTE_ROLE, (document) => document.deleteIn(['workplace', 'countries']))
    expect(content.problems()).toContain(`${REMOTE_ROLE}: workplace.countries: required for a remote role: the countries candidates may live in`)
    content.edit(REMOTE_ROLE, (document) => {
      document.setIn(['workplace', 'kind'], 'on-site')
      document.setIn(['workplace', 'countries'], ['GB'])
    })
    expect(content.problems()).toContain(`${REMOTE_ROLE}: workplace.countries: only a remote role lists countries; leave it out for on-site`)
  })

  it('takes a salary only as a range, and one way to apply', () => {
    content.edit(ROLE, (document) => document.setIn(['salary', 'max'], 60000))
    expect(content.problems()).toContain(`${ROLE}: salary.max: must be above min (75000): a range`)
    content.edit(ROLE, (document) => document.set('apply', document.createNode({ url: 'https://jobs.example.org/1', email: 'jobs@example.org' })))
    expect(content.problems()).toContain(`${ROLE}: apply.email: give an address or an email, not both`)
  })

  it('names an office or practice no file has, with the closest name', () => {
    content.edit(ROLE, (document) => {
      document.set('office', 'london')
      document.set('practice', 'devsecop')
    })
    const problems = content.problems()
    expect(problems).toContain(`${ROLE}: office: no office "london"`)
    expect(problems).toContain(`${ROLE}: practice: no service "devsecop" (did you mean "devsecops"?)`)
  })

  it('refuses two roles of one title in one office, and a role named like a filtered view', () => {
    content.edit(REMOTE_ROLE, (document) => document.set('title', 'Senior DevSecOps Engineer'))
    // Files are read in name order: the later one is named.
    expect(content.problems()).toContain(`${ROLE}: title: "Senior DevSecOps Engineer" is already the title of ${REMOTE_ROLE}, in the same office`)
    content.edit(REMOTE_ROLE, (document) => document.set('title', 'HPC Engineer'))
    copyFileSync(join(content.dir(), ROLE), join(content.dir(), CONTENT_DIR, 'jobs/office.yaml'))
    content.edit(`${CONTENT_DIR}/jobs/office.yaml`, (document) => document.set('title', 'Platform Engineer'))
    expect(content.problems()).toContain(
      `${CONTENT_DIR}/jobs/office.yaml: the file name "office" is the name of a filtered view of /careers; name the role's file after the role`,
    )
  })
})
