// What the site's pages are called where a visitor meets their names: each page's title and each
// menu or footer link's name, with the path it leads to. A card that uses one of these names is
// naming that page as a destination (card-link-checks.ts).
import { careersPage } from '../../app/content/careers-page'
import { infoPages } from '../../app/content/info-pages'
import { openJobs } from '../../app/content/jobs'
import { footerCompanyLinks, footerSolutionLinks, primaryLinks, productMenu } from '../../app/content/navigation'
import { services } from '../../app/content/services'
import { stories } from '../../app/content/stories'
import { storyPath } from '../../app/content/story-slugs'
import { successStoriesPage } from '../../app/content/success-stories-page'

/**
 * `term`: the name is also a term of the trade ("quality assurance", "private cloud", "startups"):
 * the services and the solution pages. Copy uses those words for the discipline or the audience,
 * so only the name written as the page and the menus write it ("Quality Assurance", "Private
 * cloud") names the page. Other names ("success stories", "careers") name their page in any case.
 */
export type PageName = { name: string; path: string; term: boolean }

// The home page is left out: its one name, "Home", is the menu's word for it and an everyday word
// in copy ("home office", "at home"), never how a card points a visitor to the front page.
const named = [
  ...services.map(({ name, path }) => ({ name, path })),
  ...Object.values(infoPages).map(({ title, path }) => ({ name: title, path })),
  { name: successStoriesPage.title, path: successStoriesPage.path },
  { name: careersPage.title, path: careersPage.path },
  ...stories.map((story) => ({ name: story.title, path: storyPath(story.slug) })),
  ...openJobs.map((job) => ({ name: job.title, path: job.path })),
  ...[...productMenu, ...primaryLinks.rest, ...footerCompanyLinks, ...footerSolutionLinks].map(({ name, path }) => ({ name, path })),
]

const termPaths = new Set<string>([
  ...services.map((service) => service.path),
  ...Object.values(infoPages).flatMap((page) => (page.hero.problem ? [page.path] : [])),
])

/** Each name once (the menus repeat page titles). */
export const sitePageNames: readonly PageName[] = [...new Map(named.map((entry) => [`${entry.name}|${entry.path}`, entry])).values()].map(
  (entry) => ({ ...entry, term: termPaths.has(entry.path) }),
)
