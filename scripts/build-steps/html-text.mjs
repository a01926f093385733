// Text out of a built page, with parse5 (the parser jsdom uses, without jsdom's DOM: a page parses
// in a tenth of the time, which over every page is most of what the search index step costs).

import { parse } from 'parse5'

// Elements whose text is a block of its own: a space goes after each, so "Public cloud" in a heading
// and "Public cloud foundations" in the paragraph after it do not run together into one word.
const BLOCKS = new Set(
  'p li h1 h2 h3 h4 h5 h6 div td th dt dd a button summary figcaption section article header footer label tr caption br'.split(' '),
)
// Not read as text: code, drawings, markup kept for later.
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head'])
// Read as headings, which search weighs above body text: titles, questions, and the facts of a
// description list ("Industry: Retail and e-commerce" on a story, "Location: Noida" on a role), so
// "retail" finds the retail story before a page that mentions retail in passing.
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'dt', 'dd', 'summary'])

export const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value

const hidden = (node) => attribute(node, 'hidden') !== undefined || attribute(node, 'aria-hidden') === 'true'

/** The element nodes below `node` (itself included) for which `test` is true, in document order. */
export function findAll(node, test, found = []) {
  if (node.tagName && test(node)) found.push(node)
  for (const child of node.childNodes ?? []) findAll(child, test, found)
  return found
}

/** The text a reader sees in `node`: hidden and script-only parts left out, blocks spaced apart. */
export function visibleText(node) {
  const parts = []
  const walk = (current) => {
    if (current.nodeName === '#text') parts.push(current.value)
    if (current.tagName && (SKIPPED.has(current.tagName) || hidden(current))) return
    for (const child of current.childNodes ?? []) walk(child)
    if (BLOCKS.has(current.tagName)) parts.push(' ')
  }
  walk(node)
  return normalize(parts.join(''))
}

/** Whitespace collapsed, and none before closing punctuation. */
export const normalize = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?)])/g, '$1')
    .trim()

/** A page's parts for search: its description, its headings and the visible text of its main region. */
export function pageText(html) {
  const document = parse(html)
  const [main] = findAll(document, (node) => node.tagName === 'main')
  const [description] = findAll(document, (node) => node.tagName === 'meta' && attribute(node, 'name') === 'description')
  const region = main ?? document
  const headings = findAll(region, (node) => HEADINGS.has(node.tagName))
    .map(visibleText)
    .filter(Boolean)
  return { description: attribute(description ?? {}, 'content') ?? '', headings: headings.join(' · '), text: visibleText(region) }
}

/** The links of each `[data-page-kind]` group of the site map: path, title and type. */
export function siteMapPages(html) {
  return findAll(parse(html), (node) => attribute(node, 'data-page-kind') !== undefined).flatMap((group) =>
    findAll(group, (node) => node.tagName === 'a' && attribute(node, 'href') !== undefined).map((link) => ({
      path: attribute(link, 'href'),
      title: visibleText(link),
      kind: attribute(group, 'data-page-kind'),
    })),
  )
}
