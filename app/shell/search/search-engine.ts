// The site search over the index the build writes (scripts/build-steps/search-index.mjs). No DOM
// here, so the relevance table (e2e/search-relevance.spec.ts) runs these same functions in Node.
import MiniSearch from 'minisearch'

import { INDEX_OPTIONS, QUERY_OPTIONS } from './search-options.mjs'

/** What the results call a page (app/content/site-map.ts). */
export type PageKind = 'service' | 'story' | 'page' | 'role'

export type PageHit = {
  path: string
  title: string
  kind: PageKind
  description: string
  /** The page's text, for the excerpt: a file of its own, fetched only for results shown. */
  textFile: string
  /** The index terms of the page that matched the query, to mark in the excerpt. */
  terms: string[]
}

export type SiteIndex = MiniSearch

export function loadSiteIndex(json: string): SiteIndex {
  return MiniSearch.loadJSON(json, INDEX_OPTIONS)
}

/** The pages that best match `query`, best first. */
export function searchPages(index: SiteIndex, query: string, limit = 8): PageHit[] {
  if (!query.trim()) return []
  return index
    .search(query, { ...QUERY_OPTIONS, combineWith: 'OR' })
    .slice(0, limit)
    .map((hit) => ({
      path: String(hit.id),
      title: String(hit.title),
      kind: hit.kind as PageKind,
      description: String(hit.description),
      textFile: String(hit.textFile),
      terms: hit.terms,
    }))
}
