import { type APIRequestContext, expect, test } from '@playwright/test'

import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { SOCIAL_IMAGE, socialImagePath } from '../app/content/seo'
import { services } from '../app/content/services'

// Search and social metadata of the built site, read the way a crawler reads it: the served HTML,
// without running any script. Every page's head tags, its social card and every JSON-LD block it
// carries, then the sitemap and robots.txt. Uses only the `request` fixture: no browser needed.

type Attributes = Record<string, string>
type JsonObject = Record<string, unknown>

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string) {
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
function parseHead(html: string) {
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

/** og:locale is the page's <html lang> as Open Graph spells it: en-US becomes en_US. */
function expectLocaleOfPage(html: string, head: ReturnType<typeof parseHead>, path: string) {
  const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? ''
  expect(lang, `${path}: <html lang> names a language and region`).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
  expect(single(head.meta('og:locale'), 'og:locale', path)).toBe(lang.replace('-', '_'))
}

/** The one value of a tag that must appear exactly once. */
function single(values: string[], what: string, path: string) {
  expect(values, `${path}: exactly one ${what}`).toHaveLength(1)
  return values[0]!
}

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24), after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true)
  expect(bytes.subarray(12, 16).toString('latin1'), 'IHDR chunk').toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const servicePaths = new Set<string>(services.map((service) => service.path))
const isStory = (path: string) => path.startsWith('/success-stories/')

/** The schema.org types a page must carry, and those it may carry besides. */
function expectedTypes(path: string): { required: string[]; optional: string[] } {
  if (path === '/') return { required: ['Organization', 'WebSite'], optional: [] }
  if (servicePaths.has(path)) return { required: ['Service', 'FAQPage', 'BreadcrumbList'], optional: [] }
  if (isStory(path)) return { required: ['Article', 'BreadcrumbList'], optional: [] }
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

for (const path of pagePaths) {
  test(`${path} has complete search and social tags, its own social card and valid JSON-LD`, async ({ request }) => {
    const siteUrl = await origin(request)
    const html = await fetchHtml(request, path)
    const head = parseHead(html)
    const url = pageUrl(siteUrl, path)

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
    expect(image, 'og:image is an absolute URL on the site host').toBe(`${siteUrl}${socialImagePath(path)}`)
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

    // Structured data: every block parses, names schema.org and a type this kind of page should have.
    expect(head.jsonLdInHead, `${path}: JSON-LD belongs in the head`).toBe(head.jsonLd.length)
    const blocks = head.jsonLd.map((text, index) => {
      let parsed: unknown
      expect(() => (parsed = JSON.parse(text)), `${path}: JSON-LD block ${index + 1} parses`).not.toThrow()
      expect(parsed, `${path}: JSON-LD block ${index + 1} is an object`).toEqual(expect.any(Object))
      const block = parsed as JsonObject
      expect(block['@context'], `${path}: block ${index + 1} @context`).toBe('https://schema.org')
      expect(block['@type'], `${path}: block ${index + 1} @type`).toEqual(expect.any(String))
      return block
    })
    const types = blocks.map((block) => block['@type'] as string)
    const { required, optional } = expectedTypes(path)
    expect([...types].sort(), `${path}: JSON-LD types`).toEqual(expect.arrayContaining(required))
    for (const type of types) expect([...required, ...optional], `${path}: unexpected JSON-LD ${type}`).toContain(type)
    expect(new Set(types).size, `${path}: one block per type`).toBe(types.length)

    const bodyText = decodeEntities(html)
    for (const block of blocks) {
      switch (block['@type']) {
        case 'BreadcrumbList': {
          const items = block.itemListElement as JsonObject[]
          expect(items.length, `${path}: breadcrumb length`).toBe(isStory(path) ? 3 : 2)
          items.forEach((item, index) => {
            expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.stringMatching(/\S/) })
          })
          expect(items[0]?.item).toBe(`${siteUrl}/`)
          if (isStory(path)) expect(items[1]?.item).toBe(`${siteUrl}/success-stories`)
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
          expect(title).toContain(block.name as string)
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
          expect(block.image).toContain(image)
          expect(html, `${path}: the headline is the page's h1`).toMatch(
            new RegExp(`<h1[^>]*>[^<]*${escapeRegExp(escapeHtml(block.headline as string))}`),
          )
          break
        case 'Organization':
          expect(block).toMatchObject({ name: 'Stratora', url: `${siteUrl}/` })
          if (path === '/contactus') {
            const addresses = block.address as JsonObject[]
            expect(addresses.length, 'every office address').toBeGreaterThanOrEqual(3)
            for (const address of addresses) {
              expect(address).toMatchObject({
                '@type': 'PostalAddress',
                streetAddress: expect.stringMatching(/\S/),
                addressLocality: expect.stringMatching(/\S/),
                postalCode: expect.stringMatching(/\S/),
                addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
              })
            }
          } else {
            expect(block.logo).toMatch(new RegExp(`^${escapeRegExp(siteUrl)}/`))
          }
          break
        case 'WebSite':
          expect(block).toMatchObject({ url: `${siteUrl}/`, name: 'Stratora' })
          break
      }
    }
  })
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
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
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)]
  expect(entries.length, 'every <url> has a loc and a lastmod').toBe([...xml.matchAll(/<url>/g)].length)
  expect(entries.map((entry) => decodeEntities(entry[1]!))).toEqual(pagePaths.map((path) => pageUrl(siteUrl, path)))
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
