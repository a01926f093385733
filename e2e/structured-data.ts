// Reading a served page as a crawler does (its HTML, no script run) and checking its structured
// data: every JSON-LD block parses, names schema.org, and says what the page says. e2e/seo.spec.ts
// runs it on every page; e2e/careers.spec.ts on the role pages of a build whose open roles it knows.
import { expect } from '@playwright/test'

export type JsonObject = Record<string, unknown>
type Attributes = Record<string, string>

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
    return ENTITIES[code.toLowerCase()] ?? entity
  })
}

function attributesOf(tag: string): Attributes {
  const attributes: Attributes = {}
  for (const [, name, value] of tag.matchAll(/([^\s"'<>/=]+)="([^"]*)"/g)) attributes[name!.toLowerCase()] = decodeEntities(value!)
  return attributes
}

/** The head of a prerendered page, parsed just enough for its SEO tags. */
export function parseHead(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1]!))
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => attributesOf(match[0]))
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => attributesOf(match[0]))
  // The script text is JSON with <, > and & escaped as \u003c etc.: JSON.parse reads it as is.
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
  const jsonLdInHead = [...head.matchAll(/<script type="application\/ld\+json">/g)].length
  /** Values of the meta tags whose name or property is `key`. */
  const meta = (key: string) => metas.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content ?? '')
  return { titles, metas, links, jsonLd, jsonLdInHead, meta }
}

export type PageHead = ReturnType<typeof parseHead>

/** The one value of a tag that must appear exactly once. */
export function single(values: string[], what: string, path: string) {
  expect(values, `${path}: exactly one ${what}`).toHaveLength(1)
  return values[0]!
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/** What the page is, for the checks that compare a block with it. */
export type PageFacts = {
  path: string
  /** The page's canonical URL and the site's origin. */
  url: string
  siteUrl: string
  title: string
  /** The page's social card URL, which an Article names as its image. */
  image: string
  /** How many crumbs its breadcrumb trail has, the page included. */
  crumbs: number
  /** The edition's prefix: '' for English, '/nl' for a Dutch page, whose links stay in Dutch. */
  edition?: string
}

/** The edition's address of a page path: `/careers`, or `/nl/careers` on a Dutch page. */
const inEdition = (siteUrl: string, edition: string, path: string) =>
  edition ? `${siteUrl}${edition}${path === '/' ? '' : path}` : `${siteUrl}${path}`

/** Every JSON-LD block of the page, parsed, each a schema.org object with a type. */
export function jsonLdBlocks(html: string, path: string) {
  const head = parseHead(html)
  expect(head.jsonLdInHead, `${path}: JSON-LD belongs in the head`).toBe(head.jsonLd.length)
  return head.jsonLd.map((text, index) => {
    let parsed: unknown
    expect(() => (parsed = JSON.parse(text)), `${path}: JSON-LD block ${index + 1} parses`).not.toThrow()
    expect(parsed, `${path}: JSON-LD block ${index + 1} is an object`).toEqual(expect.any(Object))
    const block = parsed as JsonObject
    expect(block['@context'], `${path}: block ${index + 1} @context`).toBe('https://schema.org')
    expect(block['@type'], `${path}: block ${index + 1} @type`).toEqual(expect.any(String))
    return block
  })
}

/** Checks each block against the page it is on (types it may carry are the caller's to check). */
export function expectBlocksDescribePage(html: string, blocks: readonly JsonObject[], page: PageFacts) {
  const { path, url, siteUrl, edition = '' } = page
  const home = inEdition(siteUrl, edition, '/')
  const bodyText = decodeEntities(html)
  for (const block of blocks) {
    switch (block['@type']) {
      case 'BreadcrumbList': {
        const items = block.itemListElement as JsonObject[]
        expect(items.length, `${path}: breadcrumb length`).toBe(page.crumbs)
        items.forEach((item, index) => {
          expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.stringMatching(/\S/) })
        })
        expect(items[0]?.item).toBe(home)
        expect(items.at(-1)?.item, `${path}: the last crumb is the page`).toBe(url)
        break
      }
      case 'FAQPage': {
        const questions = block.mainEntity as JsonObject[]
        expect(questions.length, `${path}: FAQ questions`).toBeGreaterThan(0)
        for (const question of questions) {
          expect(question['@type']).toBe('Question')
          expect(bodyText, `${path}: FAQ question is on the page`).toContain(question.name as string)
          expect((question.acceptedAnswer as JsonObject)['@type']).toBe('Answer')
          expect((question.acceptedAnswer as JsonObject).text).toMatch(/\S/)
        }
        break
      }
      case 'Service':
        expect(block).toMatchObject({ url, name: expect.stringMatching(/\S/), provider: { '@type': 'Organization' } })
        expect(page.title).toContain(block.name as string)
        break
      case 'Article':
        expect(block).toMatchObject({
          url,
          mainEntityOfPage: { '@id': url },
          author: { name: 'Stratora' },
          publisher: { name: 'Stratora' },
        })
        expect(block.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(block.datePublished, `${path}: Article datePublished`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(String(block.datePublished) <= String(block.dateModified), `${path}: published after modified`).toBe(true)
        expect(html, `${path}: the page shows the publication date`).toContain(`<time dateTime="${String(block.datePublished)}">`)
        expect(block.image).toContain(page.image)
        expect(html, `${path}: the headline is the page's h1`).toMatch(
          new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(escapeHtml(block.headline as string))}`),
        )
        break
      case 'JobPosting':
        expectJobPosting(html, block, page)
        break
      case 'Organization':
        expect(block).toMatchObject({ name: 'Stratora', url: home })
        // Candidates find the careers page from every description of the company.
        expect(block.contactPoint, `${path}: the Organization's recruiting contact`).toContainEqual(
          expect.objectContaining({ '@type': 'ContactPoint', contactType: 'recruiting', url: inEdition(siteUrl, edition, '/careers') }),
        )
        if (path === `${edition}/contactus`) {
          const addresses = block.address as JsonObject[]
          expect(addresses.length, 'every office address').toBeGreaterThanOrEqual(3)
          for (const address of addresses) expectPostalAddress(address)
          // Each office's contact point is named in the page's language, by the country it serves.
          const language = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en-US'
          const countries = new Intl.DisplayNames([language], { type: 'region' })
          const sales = (block.contactPoint as JsonObject[]).filter((point) => point.contactType === 'sales')
          expect(sales.length, 'a contact point per office').toBeGreaterThanOrEqual(3)
          for (const point of sales) expect(String(point.name)).toContain(countries.of(String(point.areaServed)))
        } else {
          expect(block.logo).toMatch(new RegExp(`^${escapeRegExp(siteUrl)}/`))
        }
        break
      case 'WebSite':
        expect(block).toMatchObject({ url: home, name: 'Stratora' })
        break
    }
  }
}

function expectPostalAddress(address: unknown) {
  expect(address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.stringMatching(/\S/),
    addressLocality: expect.stringMatching(/\S/),
    postalCode: expect.stringMatching(/\S/),
    addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
  })
}

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']

/**
 * Google's rules for job postings (developers.google.com/search/docs/appearance/structured-data/
 * job-posting): the required properties (title, description, datePosted, hiringOrganization, and
 * jobLocation or, for a remote job, jobLocationType TELECOMMUTE with applicantLocationRequirements),
 * the recommended ones in their allowed forms, and a description that is the page's own text.
 */
function expectJobPosting(html: string, block: JsonObject, { path, url, siteUrl, edition = '' }: PageFacts) {
  const bodyText = decodeEntities(html)
  expect(block).toMatchObject({ url, title: expect.stringMatching(/\S/), directApply: false })
  expect(html, `${path}: the job's title is the page's h1`).toMatch(
    new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(block.title as string))}</h1>`),
  )
  expect(block.datePosted, `${path}: datePosted`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(block.validThrough, `${path}: validThrough`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  expect(String(block.validThrough) > String(block.datePosted), `${path}: valid through after posted`).toBe(true)
  expect(html, `${path}: the page shows when it was posted`).toContain(`<time dateTime="${String(block.datePosted)}">`)
  expect(html, `${path}: the page shows the last day to apply`).toContain(`<time dateTime="${String(block.validThrough).slice(0, 10)}">`)
  expect(EMPLOYMENT_TYPES, `${path}: employmentType`).toContain(block.employmentType)
  expect(block.hiringOrganization).toMatchObject({
    '@type': 'Organization',
    name: 'Stratora',
    sameAs: inEdition(siteUrl, edition, '/'),
    logo: expect.stringMatching(new RegExp(`^${escapeRegExp(siteUrl)}/`)),
  })
  expect(block.identifier).toMatchObject({ '@type': 'PropertyValue', name: 'Stratora', value: path.split('/').at(-1) })

  // Where: an address, or remote with the countries it is open to; never neither.
  if (block.jobLocationType === 'TELECOMMUTE') {
    const countries = block.applicantLocationRequirements as JsonObject[]
    expect(countries.length, `${path}: a remote job names where candidates may live`).toBeGreaterThan(0)
    for (const country of countries) {
      expect(country).toMatchObject({ '@type': 'Country', name: expect.stringMatching(/\S/) })
      expect(bodyText, `${path}: the page names ${String(country.name)}`).toContain(String(country.name))
    }
  } else {
    expect(block.jobLocationType, `${path}: jobLocationType`).toBeUndefined()
    const place = block.jobLocation as JsonObject
    expect(place['@type']).toBe('Place')
    expectPostalAddress(place.address)
    expect(bodyText, `${path}: the page shows the street address`).toContain((place.address as JsonObject).streetAddress as string)
  }

  if (block.baseSalary !== undefined) {
    const salary = block.baseSalary as { '@type': string; currency: string; value: JsonObject }
    expect(salary['@type']).toBe('MonetaryAmount')
    expect(salary.currency).toMatch(/^[A-Z]{3}$/)
    expect(salary.value).toMatchObject({ '@type': 'QuantitativeValue', minValue: expect.any(Number), maxValue: expect.any(Number) })
    expect(Number(salary.value.minValue) < Number(salary.value.maxValue), `${path}: the salary is a range`).toBe(true)
    expect(SALARY_UNITS).toContain(salary.value.unitText)
  }

  // The description is HTML made of the page's own text: every piece of it is on the page.
  const description = String(block.description)
  expect(description, `${path}: the description is HTML`).toMatch(/^<p>[\s\S]*<\/(p|ul)>$/)
  const pieces = description
    .split(/<[^>]+>/)
    .map((piece) => decodeEntities(piece).trim())
    .filter(Boolean)
  expect(pieces.length).toBeGreaterThan(3)
  for (const piece of pieces) expect(bodyText, `${path}: the description's "${piece.slice(0, 40)}…" is on the page`).toContain(piece)
}
