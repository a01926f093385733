import { careersMessages } from '~/messages/edition/careers'
import type { MetaDescriptor } from 'react-router'

import { CAREERS_FEED_PATH, CAREERS_JSON_PATH, CAREERS_PATH } from '~/content/careers-paths'
import type { Job } from '~/content/jobs'
import { SITE_LANGUAGE } from '~/content/locale'
import { CONTENT_UPDATED } from '~/content/seo'
import { site } from '~/content/site'

import { jobDescriptionHtml, jobPostingJsonLd } from './job-posting'
import { canonicalUrl } from './meta'
import { escapeXml } from './sitemap'

// The open roles for job boards, feed readers and the company's own tools, from the same records
// as the pages: an Atom feed (RFC 4287) with one entry per role, and a JSON list of the roles'
// JobPosting objects, the structured data their pages carry.

export const CAREERS_FEED_TITLE = careersMessages.feedTitle(site.name)

/** An Atom date: a day as its first moment in UTC. */
const atomTime = (date: string) => `${date}T00:00:00Z`

/** The feed's `updated`: the site's last content change, which no role's datePosted is after. */
const feedUpdated = () => atomTime(CONTENT_UPDATED)

export function renderCareersFeed(jobs: readonly Job[]): string {
  const entries = jobs.map((job) => {
    const url = canonicalUrl(job.path)
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(`${job.title}, ${job.office.cityName}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomTime(job.datePosted)}</published>`,
      `    <updated>${atomTime(job.datePosted)}</updated>`,
      `    <category term="${escapeXml(job.practice.slug)}" label="${escapeXml(job.practice.name)}"/>`,
      `    <category term="${escapeXml(job.office.city.toLowerCase())}" label="${escapeXml(job.office.city)}"/>`,
      `    <summary>${escapeXml(job.summary)}</summary>`,
      `    <content type="html">${escapeXml(jobDescriptionHtml(job))}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${SITE_LANGUAGE}">`,
    `  <id>${escapeXml(canonicalUrl(CAREERS_PATH))}</id>`,
    `  <title>${escapeXml(CAREERS_FEED_TITLE)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(canonicalUrl(CAREERS_FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(canonicalUrl(CAREERS_PATH))}"/>`,
    `  <updated>${feedUpdated()}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}

/** The open roles as JSON: where they are listed, when that changed, and each role's JobPosting. */
export function careersJson(jobs: readonly Job[]) {
  return {
    title: CAREERS_FEED_TITLE,
    url: canonicalUrl(CAREERS_PATH),
    feed: canonicalUrl(CAREERS_FEED_PATH),
    self: canonicalUrl(CAREERS_JSON_PATH),
    updated: CONTENT_UPDATED,
    jobs: jobs.map(jobPostingJsonLd),
  }
}

/** The head links that let feed readers and job boards find both lists from /careers. */
export function careersFeedLinks(): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: CAREERS_FEED_TITLE, href: canonicalUrl(CAREERS_FEED_PATH) },
    { tagName: 'link', rel: 'alternate', type: 'application/json', title: CAREERS_FEED_TITLE, href: canonicalUrl(CAREERS_JSON_PATH) },
  ]
}
