import { careersPage } from './careers-page'
import { careersMessages } from '../messages/edition/careers'
import { sectionMessages } from '../messages/edition/sections'
import { getInfoPage, infoPageFiles } from './info-pages'
import { officeFilters, openJobs, practiceFilters, roleFilterTitle } from './jobs'
import { services } from './services'
import { site } from './site'
import { stories } from './stories'
import { storyPath } from './story-path'
import { successStoriesPage } from './success-stories-page'
import type { Path } from './types'

// The human site map at /search: every page a visitor can land on, grouped by kind. The search index
// (scripts/build-steps/search-index.mjs) reads the kinds from the prerendered list, so what the
// search dialog calls a page's type is what this list says.

/** What the search results call a page: the type shown beside its title. */
export type PageKind = 'service' | 'story' | 'page' | 'role'

export type SiteMapPage = { title: string; path: Path; summary: string }

export type SiteMapGroup = { kind: PageKind; heading: string; pages: readonly SiteMapPage[] }

/** The groups of the site map, in the order a visitor looks for them; empty groups are left out. */
export function siteMapGroups(): SiteMapGroup[] {
  const groups: SiteMapGroup[] = [
    {
      kind: 'service',
      heading: sectionMessages.siteMap.headings.services,
      pages: services.map((service) => ({ title: service.name, path: service.path, summary: service.desc })),
    },
    { kind: 'page', heading: sectionMessages.siteMap.headings.pages, pages: otherPages() },
    {
      kind: 'story',
      heading: sectionMessages.siteMap.headings.stories,
      pages: stories.map((story) => ({ title: story.title, path: storyPath(story.slug) as Path, summary: story.desc })),
    },
    { kind: 'role', heading: sectionMessages.siteMap.headings.roles, pages: openJobs.map((job) => ({ title: job.title, path: job.path, summary: job.summary })) },
  ]
  return groups.filter((group) => group.pages.length > 0)
}

/** The home page, the info pages in their files' order, and the list pages of stories and roles. */
function otherPages(): SiteMapPage[] {
  const info = infoPageFiles.flatMap((file) => {
    const page = getInfoPage(file.path)
    return page ? [{ title: page.title, path: page.path as Path, summary: page.seoDescription }] : []
  })
  const roleViews = [...officeFilters(), ...practiceFilters()].map((filter) => ({
    title: roleFilterTitle(filter),
    path: filter.path,
    summary: `${careersMessages.openRoles(filter.jobs.length)}.`,
  }))
  return [
    { title: sectionMessages.siteMap.home, path: '/', summary: site.description },
    ...info,
    { title: successStoriesPage.title, path: successStoriesPage.path as Path, summary: successStoriesPage.seoDescription },
    { title: careersPage.title, path: careersPage.path as Path, summary: careersPage.seoDescription },
    ...roleViews,
  ]
}
