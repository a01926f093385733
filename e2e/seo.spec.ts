import { type APIRequestContext, expect, test } from '@playwright/test'

import { publishes } from '../app/content/edition-pages'
import { pagePathIn } from '../app/content/editions.mjs'
import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { SOCIAL_IMAGE, socialImagePath } from '../app/content/seo'
import { services } from '../app/content/services'
import { type PageHead, decodeEntities, escapeRegExp, expectBlocksDescribePage, jsonLdBlocks, parseHead, single } from './structured-data'

// Search and social metadata of the built site, read the way a crawler reads it: the served HTML,
// without running any script. Every page's head tags, its social card and every JSON-LD block it
// carries, then the sitemap and robots.txt. Uses only the `request` fixture: no browser needed.

/** og:locale is the page's <html lang> as Open Graph spells it: en-US becomes en_US. */
function expectLocaleOfPage(html: string, head: PageHead, path: string) {
  const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? ''
  expect(lang, `${path}: <html lang> names a language and region`).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
  expect(single(head.meta('og:locale'), 'og:locale', path)).toBe(lang.replace('-', '_'))
}

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24), after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1'), 'IHDR chunk').toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const servicePaths = new Set<string>(services.map((service) => service.path))
const isStory = (path: string) => path.startsWith('/success-stories/')
const isCareersView = (path: string) => /^\/careers\/(office|practice)\//.test(path)
const isRole = (path: string) => path.startsWith('/careers/') && !isCareersView(path)
/** Home > the list > the page for a story, a role or a view of the roles; Home > the page elsewhere. */
const crumbsOf = (path: string) => (isStory(path) || path.startsWith('/careers/') ? 3 : 2)

/** The schema.org types a page must carry, and those it may carry besides. */
function expectedTypes(path: string): { required: string[]; optional: string[] } {
  if (path === '/') return { required: ['Organization', 'WebSite'], optional: [] }
  if (servicePaths.has(path)) return { required: ['Service', 'FAQPage', 'BreadcrumbList'], optional: [] }
  if (isStory(path)) return { required: ['Article', 'BreadcrumbList'], optional: [] }
  // A role's page while the role is open (closed ones are not in pagePaths: e2e/careers.spec.ts).
  if (isRole(path)) return { required: ['JobPosting', 'BreadcrumbList'], optional: [] }
  if (path === '/contactus') return { required: ['BreadcrumbList', 'Organization'], optional: ['FAQPage'] }
  // Solution, company and list pages; those that show an FAQ section also describe it.
  return { required: ['BreadcrumbList'], optional: ['FAQPage'] }
}

async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), `${path} status`).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  return response.text()
}

/** Every page is canonical on the site host, which the home page's canonical URL names. */
let siteOrigin: string | undefined
async function origin(request: APIRequestContext) {
  if (!siteOrigin) {
    const head = parseHead(await fetchHtml(request, '/'))
    const canonical = head.links.find((link) => link.rel === 'canonical')?.href ?? ''
    siteOrigin = new URL(canonical).origin
  }
  return siteOrigin
}

const pageUrl = (siteUrl: string, path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`)

/** Every page of both editions: the English page's path (what kind of page it is) and where it is served. */
const editionPages = [
  ...pagePaths.map((path) => ({ path, served: path })),
  ...pagePaths.filter((path) => publishes('nl', path)).map((path) => ({ path, served: pagePathIn('nl', path) })),
]

for (const { path, served } of editionPages) {
  test(`${served} has complete search and social tags, its own social card and valid JSON-LD`, async ({ request }) => {
    const siteUrl = await origin(request)
    const html = await fetchHtml(request, served)
    const head = parseHead(html)
    const url = pageUrl(siteUrl, served)
    /** The edition's own address of a path: /nl/... on a Dutch page. */
    const local = (target: string) => `${served === path ? '' : '/nl'}${target}`

    const title = single(head.titles, '<title>', path)
    expect(title).toMatch(/^Stratora \| \S/)
    expect(title.length, `${path}: title length`).toBeLessThanOrEqual(70)
    const description = single(head.meta('description'), 'meta description', path)
    expect(description.length, `${path}: description length`).toBeGreaterThanOrEqual(50)
    const canonicals = head.links.filter((link) => link.rel === 'canonical').map((link) => link.href ?? '')
    expect(single(canonicals, 'canonical link', path)).toBe(url)
    expect(head.meta('robots'), `${path} must be indexable`).toEqual([])

    // Open Graph
    expect(single(head.meta('og:title'), 'og:title', path)).toBe(title)
    expect(single(head.meta('og:description'), 'og:description', path)).toBe(description)
    expect(single(head.meta('og:url'), 'og:url', path)).toBe(url)
    expect(single(head.meta('og:type'), 'og:type', path)).toBe(isStory(path) ? 'article' : 'website')
    expect(single(head.meta('og:site_name'), 'og:site_name', path)).toBe('Stratora')
    expectLocaleOfPage(html, head, path)
    const image = single(head.meta('og:image'), 'og:image', path)
    expect(image, 'og:image is an absolute URL on the site host').toBe(`${siteUrl}${local(socialImagePath(path))}`)
    expect(single(head.meta('og:image:width'), 'og:image:width', path)).toBe(String(SOCIAL_IMAGE.width))
    expect(single(head.meta('og:image:height'), 'og:image:height', path)).toBe(String(SOCIAL_IMAGE.height))
    expect(single(head.meta('og:image:type'), 'og:image:type', path)).toBe('image/png')
    expect(single(head.meta('og:image:alt'), 'og:image:alt', path)).toMatch(/\S/)

    // Twitter
    expect(single(head.meta('twitter:card'), 'twitter:card', path)).toBe('summary_large_image')
    expect(single(head.meta('twitter:title'), 'twitter:title', path)).toBe(title)
    expect(single(head.meta('twitter:description'), 'twitter:description', path)).toBe(description)
    expect(single(head.meta('twitter:image'), 'twitter:image', path)).toBe(image)

    // The social card exists on this server, as a 1200 x 630 PNG.
    const imageResponse = await request.get(new URL(image).pathname)
    expect(imageResponse.status(), `${image} status`).toBe(200)
    expect(imageResponse.headers()['content-type']).toBe('image/png')
    expect(pngSize(await imageResponse.body())).toEqual({ width: 1200, height: 630 })

    // Structured data: every block parses, names schema.org, a type this kind of page should have,
    // and says what the page says (e2e/structured-data.ts).
    const blocks = jsonLdBlocks(html, path)
    const types = blocks.map((block) => block['@type'] as string)
    const { required, optional } = expectedTypes(path)
    expect([...types].sort(), `${path}: JSON-LD types`).toEqual(expect.arrayContaining(required))
    for (const type of types) expect([...required, ...optional], `${path}: unexpected JSON-LD ${type}`).toContain(type)
    expect(new Set(types).size, `${path}: one block per type`).toBe(types.length)
    expectBlocksDescribePage(html, blocks, { path: served, url, siteUrl, title, image, crumbs: crumbsOf(path), edition: local('') })
    if (isStory(path)) {
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[]
      expect(trail[1]?.item).toBe(`${siteUrl}${local('/success-stories')}`)
    }
  })
}

test('titles and descriptions are unique across pages', async ({ request }) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const path of pagePaths) {
    const head = parseHead(await fetchHtml(request, path))
    const title = single(head.titles, '<title>', path)
    const description = single(head.meta('description'), 'meta description', path)
    expect(titles.get(title), `title "${title}" of ${path}`).toBeUndefined()
    expect(descriptions.get(description), `description of ${path}`).toBeUndefined()
    titles.set(title, path)
    descriptions.set(description, path)
  }
})

test('the not-found page stays out of search results and still has a social card', async ({ request }) => {
  const html = await fetchHtml(request, NOT_FOUND_PATH)
  const head = parseHead(html)
  expect(head.meta('robots')).toEqual(['noindex'])
  expectLocaleOfPage(html, head, NOT_FOUND_PATH)
  const image = single(head.meta('og:image'), 'og:image', NOT_FOUND_PATH)
  const response = await request.get(new URL(image).pathname)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
})

test('sitemap.xml lists exactly the pages, with lastmod', async ({ request }) => {
  const siteUrl = await origin(request)
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/)
  const xml = await response.text()
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  )
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>(?:\s*<xhtml:link [^>]*\/>)*\s*<\/url>/g)]
  expect(entries.length, 'every <url> has a loc and a lastmod').toBe([...xml.matchAll(/<url>/g)].length)
  // Each page, then its Dutch edition where there is one.
  expect(entries.map((entry) => decodeEntities(entry[1]!))).toEqual(
    pagePaths.flatMap((path) => [pageUrl(siteUrl, path), ...(publishes('nl', path) ? [pageUrl(siteUrl, pagePathIn('nl', path))] : [])]),
  )
  for (const entry of entries) expect(entry[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(xml).not.toContain(NOT_FOUND_PATH)
  expect(xml).not.toContain('/404')
})

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const siteUrl = await origin(request)
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/\s*$/m)
  expect(text).toMatch(new RegExp(`^Sitemap: ${escapeRegExp(siteUrl)}/sitemap\\.xml$`, 'm'))
})
