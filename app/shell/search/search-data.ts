// Fetches what search needs, once per page view: the index when search first opens, each page's text
// when a result for it is first shown.
import { type SiteIndex, loadSiteIndex } from './search-engine'
import { SEARCH_INDEX_PATH } from './search-options.mjs'

let index: Promise<SiteIndex> | undefined
const texts = new Map<string, Promise<string>>()

async function fetchText(path: string) {
  const response = await fetch(path)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.text()
}

/** The site's search index; a failed fetch is tried again on the next call. */
export function siteIndex(): Promise<SiteIndex> {
  // Each edition has its own index, under its prefix (scripts/build-steps/search-index.mjs).
  index ??= fetchText(`${import.meta.env.EDITION_PREFIX}${SEARCH_INDEX_PATH}`)
    .then(loadSiteIndex)
    .catch((error: unknown) => {
      index = undefined
      throw error
    })
  return index
}

/** A page's text (its index entry names the file); empty when it cannot be fetched, so the result keeps its description. */
export function pageText(textFile: string): Promise<string> {
  let text = texts.get(textFile)
  if (!text) {
    text = fetchText(textFile).catch(() => '')
    texts.set(textFile, text)
  }
  return text
}
