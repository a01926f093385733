import { type Brochure, brochures } from '~/content/brochures'
import { offices } from '~/content/offices'
import { getServicePage } from '~/content/service-pages'
import { getServiceBySlug } from '~/content/services'
import { site } from '~/content/site'
import { stories } from '~/content/stories'
import { storyPath } from '~/content/story-slugs'
import type { ServiceContent } from '~/content/service-types'
import type { CaseStudy, Office, ServiceEntry } from '~/content/types'

// Everything a brochure prints, gathered from the site's content in one place, so the document's
// components only lay it out. Pure: no fonts, no renderer.

export type BrochureService = { entry: ServiceEntry; page: ServiceContent; url: string }

export type BrochureStory = { story: CaseStudy; url: string; services: readonly string[] }

export type BrochureContent = {
  slug: string
  /** Its place in the library (0 first), which picks its cover's color emphasis. */
  position: number
  title: string
  description: string
  summary: readonly string[]
  services: readonly BrochureService[]
  /** Success stories that used at least one of the brochure's services, newest first. */
  stories: readonly BrochureStory[]
  offices: readonly Office[]
  contact: { email: string; phone: string; bookingUrl: string; siteUrl: string }
  company: { name: string; legalName: string; tagline: string; description: string }
}

export function brochureContent(brochure: Brochure): BrochureContent {
  const services = brochure.services.map((slug) => {
    const entry = getServiceBySlug(slug)
    // The content checks guarantee every named service exists; a miss here is a bug.
    if (!entry) throw new Error(`content/en/brochures/${brochure.slug}.yaml: services: no service "${slug}"`)
    return { entry, page: getServicePage(entry.slug), url: `${site.url}${entry.path}` }
  })
  const covered = new Set(brochure.services)
  const serviceName = (slug: string) => getServiceBySlug(slug)?.name ?? slug
  return {
    slug: brochure.slug,
    position: brochures.findIndex((listed) => listed.slug === brochure.slug),
    title: brochure.title,
    description: brochure.description,
    summary: brochure.summary,
    services,
    stories: stories
      .filter((story) => story.services.some((slug) => covered.has(slug)))
      .map((story) => ({ story, url: `${site.url}${storyPath(story.slug)}`, services: story.services.map(serviceName) })),
    offices,
    contact: { email: site.email, phone: site.phone, bookingUrl: site.bookingUrl, siteUrl: site.url },
    company: { name: site.name, legalName: site.legalName, tagline: site.tagline, description: site.description },
  }
}

/** Contents entries and PDF bookmarks point at these ids. */
export const sectionIds = {
  service: (slug: string) => `service-${slug}`,
  results: 'results',
  contact: 'contact',
} as const
