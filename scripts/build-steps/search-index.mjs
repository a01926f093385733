// Writes the site search's index (build/client/search-index.json) from the prerendered pages, so it
// holds what a visitor reads: each page's headings and the text of its main region, FAQ questions and
// answers, story results and open roles included. Which pages, under which title and type, comes from
// the prerendered site map at /search (app/components/sections/site-map-section.tsx): one list for
// visitors and for the index. MiniSearch writes the index with the options the browser reads it with
// (app/shell/search/search-options.mjs).
//
// Each page's text, which the results' excerpts are cut from, goes into a file of its own under
// assets/, named by its content: with the text inside, the index would be nearly three times the
// bytes, and a visitor reads the excerpts of a handful of pages, not of all of them.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import MiniSearch from 'minisearch'

import { INDEX_OPTIONS, KIND_WORDS, SEARCH_INDEX_PATH } from '../../app/shell/search/search-options.mjs'
import { pageText, siteMapPages } from './html-text.mjs'

export const SITE_MAP_FILE = 'search/index.html'

/** The built HTML file of a page path ('/' → index.html, '/about' → about/index.html). */
export const pageFileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)

/** The URL path of a page text's file: the same text, the same name, so it is cached for good. */
export const textFileOf = (text) => `/assets/search-text-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.txt`

/**
 * The index as JSON and the text files it names ({ path: text }), from the site map's pages and a
 * reader of each page's built HTML.
 */
export function buildSearchIndex(pages, readPage) {
  const search = new MiniSearch(INDEX_OPTIONS)
  const textFiles = {}
  search.addAll(
    pages.map((page) => {
      const parts = pageText(readPage(page.path))
      const textFile = textFileOf(parts.text)
      textFiles[textFile] = parts.text
      return { ...page, ...parts, kindWords: KIND_WORDS[page.kind] ?? '', textFile }
    }),
  )
  return { json: JSON.stringify(search), textFiles }
}

/**
 * Writes an edition's index and its page texts into `clientDir`; returns how many pages it holds.
 * `prefix`: the edition's ('' or '/nl'), whose site map (/nl/search) lists its pages and under which
 * its index goes (/nl/search-index.json).
 */
export function writeSearchIndex(clientDir, prefix = '') {
  const siteMapFile = `${prefix ? `${prefix.slice(1)}/` : ''}${SITE_MAP_FILE}`
  // A test's build of a few pages (PRERENDER_ONLY) has only those of the listed pages.
  const pages = siteMapPages(readFileSync(join(clientDir, siteMapFile), 'utf8')).filter((page) =>
    existsSync(join(clientDir, pageFileOf(page.path))),
  )
  if (pages.length === 0) throw new Error(`search index: ${siteMapFile} lists no pages`)
  const { json, textFiles } = buildSearchIndex(pages, (path) => readFileSync(join(clientDir, pageFileOf(path)), 'utf8'))
  writeFileSync(join(clientDir, `${prefix}${SEARCH_INDEX_PATH}`.slice(1)), json)
  for (const [path, text] of Object.entries(textFiles)) writeFileSync(join(clientDir, path.slice(1)), text)
  return pages.length
}
