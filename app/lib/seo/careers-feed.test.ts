// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { jobs } from '~/content/jobs'
import { CONTENT_UPDATED } from '~/content/seo'
import { site } from '~/content/site'

import { careersJson, renderCareersFeed } from './careers-feed'
import { jobDescriptionHtml, jobPostingJsonLd } from './job-posting'

// The feeds for job boards, built from the role records the pages use. Each test passes its own
// list of roles, so none depends on which roles are open today.

const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')

describe('renderCareersFeed', () => {
  it('is a well-formed Atom feed with one entry per role, linking to its page', () => {
    const feed = parseXml(renderCareersFeed(jobs))
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0)
    const root = feed.documentElement
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom')
    expect(root.querySelector(':scope > id')?.textContent).toBe(`${site.url}/careers`)
    expect(root.querySelector(':scope > link[rel=self]')?.getAttribute('href')).toBe(`${site.url}/careers/feed.xml`)
    expect(root.querySelector(':scope > updated')?.textContent).toBe(`${CONTENT_UPDATED}T00:00:00Z`)
    const entries = [...root.querySelectorAll('entry')]
    expect(entries).toHaveLength(jobs.length)
    for (const [i, entry] of entries.entries()) {
      const job = jobs[i]!
      expect(entry.querySelector('id')?.textContent).toBe(`${site.url}/careers/${job.slug}`)
      expect(entry.querySelector('link')?.getAttribute('href')).toBe(`${site.url}/careers/${job.slug}`)
      expect(entry.querySelector('title')?.textContent).toContain(job.title)
      expect(entry.querySelector('published')?.textContent).toBe(`${job.datePosted}T00:00:00Z`)
      expect(entry.querySelector('summary')?.textContent).toBe(job.summary)
      // The description as HTML, escaped once inside the XML: a reader gets the markup back.
      expect(entry.querySelector('content')?.getAttribute('type')).toBe('html')
      expect(entry.querySelector('content')?.textContent).toBe(jobDescriptionHtml(job))
    }
  })

  it('is still a valid feed, with no entries, when no role is open', () => {
    const feed = parseXml(renderCareersFeed([]))
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(feed.querySelectorAll('entry')).toHaveLength(0)
    expect(feed.querySelector('updated')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/)
  })
})

describe('careersJson', () => {
  it('lists each role as the JobPosting its page carries, with where to find the list and the feed', () => {
    const list = JSON.parse(JSON.stringify(careersJson(jobs)))
    expect(list).toMatchObject({
      url: `${site.url}/careers`,
      feed: `${site.url}/careers/feed.xml`,
      self: `${site.url}/careers/jobs.json`,
      updated: CONTENT_UPDATED,
    })
    expect(list.jobs).toEqual(jobs.map((job) => JSON.parse(JSON.stringify(jobPostingJsonLd(job)))))
    expect(careersJson([]).jobs).toEqual([])
  })
})
