// The solution, product and company pages: content/<locale>/pages/<name>.yaml, one file per page.
// Besides each file's schema (app/content/schema/page.ts), checks what only the whole site can
// tell: every page the spec lists exists, no two pages (or a page and a service) share a path or
// position, and every link, anchor and story a page names exists.
import { CONTACT_OFFICES_LINK } from '../../../app/content/closing-cta'
import { type PageBlockFile, type PageFile, pageSchema } from '../../../app/content/schema/page'
import type { StoryFile } from '../../../app/content/schema/story'
import { type CheckContext, defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'
import type { ContentEntry } from '../read-content'
import { type SitePaths, pathsOf, sitePathsOf } from '../site-paths'
import { storyCardRepeated } from './repeated-headline'
import { repeatedListProblems } from './repeated-lists'

/** The info pages the spec's route list requires, with its spelling and letter case. */
export const SPEC_PAGE_PATHS = [
  '/startup',
  '/Enterprises',
  '/privatecloud',
  '/publicloud',
  '/hybrid-cloud',
  '/hpcdatalab',
  '/disaster-recovery',
  '/realm',
  '/about',
  '/contactus',
  '/stories',
  '/brochures',
  '/privacypolicy',
] as const

export type SpecPagePath = (typeof SPEC_PAGE_PATHS)[number]

export type PageRecord = PageFile & { slug: string }

type PageEntry = ContentEntry<PageFile>

type Site = { sitePaths: SitePaths; refer: CheckContext['refer']; stories: readonly ContentEntry<StoryFile>[] }

export const pages = defineCollection({
  name: 'pages',
  schema: pageSchema,
  check(entries, context) {
    const stories = context.entriesOf('stories') as readonly ContentEntry<StoryFile>[]
    const site = { sitePaths: sitePathsOf(context, entries), refer: context.refer, stories }
    return [
      ...uniquePaths(entries, context),
      ...duplicateOrders(entries),
      ...(context.allFilesRead ? specPagesPresent(entries, context.contentDir) : []),
      ...entries.flatMap((entry) => referencesOf(entry, site)),
    ]
  },
  output: (entries): PageRecord[] => inOrder(entries),
  // The route table's part (app/content/route-table.ts), as for the services.
  extraFiles: (entries) => ({ 'page-routes': inOrder(entries).map(({ path }) => path) }),
})

function uniquePaths(entries: readonly PageEntry[], { entriesOf }: CheckContext) {
  const problems: string[] = []
  // Routes match paths regardless of case (servers redirect /ABOUT to /about), so compare lowercased.
  const pathOwners = new Map<string, string>()
  for (const service of entriesOf('services')) {
    for (const path of pathsOf([service])) pathOwners.set(path.toLowerCase(), `the service ${service.file}`)
  }
  for (const { file, data } of entries) {
    const pathOwner = pathOwners.get(data.path.toLowerCase())
    if (pathOwner) problems.push(`${file}: path: ${data.path} is already the path of ${pathOwner}`)
    else pathOwners.set(data.path.toLowerCase(), file)
  }
  return problems
}

function specPagesPresent(entries: readonly PageEntry[], contentDir: string) {
  const present = new Set(entries.map(({ data }) => data.path))
  return SPEC_PAGE_PATHS.filter((path) => !present.has(path)).map(
    (path) => `${contentDir}/pages: no page has the path ${path}, which the spec's route list requires`,
  )
}

/** Links, in-page anchors, stories, table cells, tour screens and deployment details of one page. */
function referencesOf({ file, data }: PageEntry, site: Site) {
  const problems: string[] = []
  const blockIds = new Map<string, number>()
  data.blocks.forEach((block, i) => {
    const first = blockIds.get(block.id)
    if (first !== undefined) problems.push(`${file}: blocks[${i}].id: "${block.id}" is already the id of blocks[${first}]`)
    else blockIds.set(block.id, i)
  })

  const href = data.hero.secondaryCta?.href
  if (href?.startsWith('#') && !blockIds.has(href.slice(1))) {
    problems.push(`${file}: hero.secondaryCta.href: no block on this page has the id "${href.slice(1)}"`)
  } else if (href?.startsWith('/') && !site.sitePaths.has(href)) {
    problems.push(`${file}: hero.secondaryCta.href: no page "${href}"`)
  }
  problems.push(...choiceLinks(file, data, site.sitePaths))
  problems.push(...closingLink(file, data, site, blockIds))

  data.blocks.forEach((block, i) => problems.push(...blockReferences(`${file}: blocks[${i}]`, block, site, blockIds)))
  problems.push(...visualSources(file, data))
  problems.push(...companyFiguresOffCompanyPages(file, data))
  problems.push(...figuresRepeatingStoryCards(file, data, site.stories))
  problems.push(...repeatedListProblems(file, data))
  return problems
}

/**
 * The pages about the company itself, where its company-wide figures (250+ projects) are shown;
 * the home page is its own collection. Repeated on audience and solution pages, the same tiles
 * read as padding: those pages show results measured on their own kind of work.
 */
export const COMPANY_FIGURE_PAGES: readonly string[] = ['/about', '/stories']

function companyFiguresOffCompanyPages(file: string, { path, blocks }: PageFile) {
  if (COMPANY_FIGURE_PAGES.includes(path)) return []
  return blocks.flatMap((block, i) =>
    block.kind !== 'figures'
      ? []
      : block.figures.flatMap((figure, j) =>
          'companyFigure' in figure
            ? [
                `${file}: blocks[${i}].figures[${j}].companyFigure: company-wide figures are shown on the home, about and stories pages only; give a result measured on this page's kind of work (value and label), or leave the figure out`,
              ]
            : [],
        ),
  )
}

/** A figure tile that repeats the headline result of a story card on the same page says it twice. */
function figuresRepeatingStoryCards(file: string, { blocks }: PageFile, stories: readonly ContentEntry<StoryFile>[]) {
  const shown = blocks.flatMap((block) => (block.kind === 'stories' ? block.slugs : []))
  return blocks.flatMap((block, i) =>
    block.kind !== 'figures'
      ? []
      : block.figures.flatMap((figure, j) => {
          if ('companyFigure' in figure) return []
          const card = storyCardRepeated(figure, shown, stories)
          return card
            ? [`${file}: blocks[${i}].figures[${j}]: "${figure.value}" repeats the headline result of "${card.slug}", whose card this page shows: leave the figure out`]
            : []
        }),
  )
}

/** Each choice of a solution hero's decision aid leads to another page that exists. */
function choiceLinks(file: string, { path, hero }: PageFile, sitePaths: SitePaths) {
  return (hero.choices?.items ?? []).flatMap(({ href }, i) => {
    if (!sitePaths.has(href)) return [`${file}: hero.choices.items[${i}].href: no page "${href}"`]
    if (href === path) return [`${file}: hero.choices.items[${i}].href: "${href}" is this page; a choice leads to another one`]
    return []
  })
}

/**
 * The closing band's second button leads somewhere else: the page's own cta.secondary, else "Contact
 * our offices", which on the contact page itself would lead back to it.
 */
function closingLink(file: string, { path, cta }: PageFile, site: Site, blockIds: ReadonlyMap<string, number>) {
  const href = cta.secondary?.href
  if (href === undefined) {
    return path === CONTACT_OFFICES_LINK.to
      ? [`${file}: cta.secondary: the band's default second button, "${CONTACT_OFFICES_LINK.label}", leads to this page: name another`]
      : []
  }
  if (href.split(/[?#]/)[0] === path && !href.includes('#')) return [`${file}: cta.secondary.href: "${href}" is this page; the button leads to another one`]
  return linkProblem(`${file}: cta.secondary.href`, href, site, blockIds)
}

/**
 * A company hero's visual is drawn from the page's own blocks: the timeline strip links to the
 * timeline block's entries and the map's pins to the offices block's cards, so those must be there.
 */
function visualSources(file: string, { hero, blocks }: PageFile) {
  const needs = { timeline: 'timeline', 'offices-map': 'offices', figures: undefined } as const
  const kind = hero.visual ? needs[hero.visual] : undefined
  if (!kind || blocks.some((block) => block.kind === kind)) return []
  return [`${file}: hero.visual: ${hero.visual} links to the page's ${kind} block, but the page has none: add a block of kind ${kind}`]
}

/** A tour shows each screen once: a repeat is a capability paired with another's screen. */
function repeatedScreens(where: string, items: readonly { screen: string }[]) {
  return items.flatMap(({ screen }, i) => {
    const first = items.findIndex((item) => item.screen === screen)
    return first < i ? [`${where}.items[${i}].screen: "${screen}" is already the screen of items[${first}]`] : []
  })
}

/** Each timeline entry's anchor is its year (app/content/timeline-entry-id.ts), so a year comes once. */
function repeatedYears(where: string, entries: readonly { year: number }[]) {
  return entries.flatMap(({ year }, i) => {
    const first = entries.findIndex((entry) => entry.year === year)
    return first < i ? [`${where}.entries[${i}].year: ${year} is already the year of entries[${first}]`] : []
  })
}

/** A content link to a page that does not exist, or to a section the page does not have. */
function linkProblem(where: string, href: string, site: Site, blockIds: ReadonlyMap<string, number>) {
  if (href.startsWith('#') && !blockIds.has(href.slice(1))) return [`${where}: no block on this page has the id "${href.slice(1)}"`]
  if (href.startsWith('/') && !site.sitePaths.has(href.split(/[?#]/)[0]!)) return [`${where}: no page "${href}"`]
  return []
}

function blockReferences(where: string, block: PageBlockFile, site: Site, blockIds: ReadonlyMap<string, number>) {
  switch (block.kind) {
    case 'prose':
      return block.link ? linkProblem(`${where}.link.href`, block.link.href, site, blockIds) : []
    case 'icon-cards':
      return block.items.flatMap((item, i) => (item.link ? linkProblem(`${where}.items[${i}].link.href`, item.link.href, site, blockIds) : []))
    case 'links':
      return block.links.flatMap((link, i) => (site.sitePaths.has(link.path) ? [] : [`${where}.links[${i}].path: no page "${link.path}"`]))
    case 'stories':
      block.slugs.forEach((story, i) => site.refer(`${where}.slugs[${i}]`, 'stories', story))
      return []
    case 'table':
      return block.rows.flatMap((row, i) =>
        row.cells.length === block.columns.length
          ? []
          : [`${where}.rows[${i}].cells: ${row.cells.length} cells, but the table has ${block.columns.length} columns`],
      )
    case 'deployment-options':
      return block.options.flatMap((option, i) =>
        option.details.length === block.aspects.length
          ? []
          : [`${where}.options[${i}].details: ${option.details.length} details, but the block compares ${block.aspects.length} aspects`],
      )
    case 'product-tour':
      return repeatedScreens(where, block.items)
    case 'timeline':
      return repeatedYears(where, block.entries)
    default:
      return []
  }
}
