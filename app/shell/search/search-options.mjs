// How the site search cuts text into terms and weighs them. Plain JavaScript, as the build step that
// writes the index (scripts/build-steps/search-index.mjs, run by Node) and the search dialog that
// reads it (search-engine.ts, in the browser) must agree term for term: MiniSearch loads a written
// index only with the options it was written with.

/** Where the build writes the index (SEARCH_INDEX_FILE in server/build-files.mjs; a test holds both equal). */
export const SEARCH_INDEX_PATH = '/search-index.json'

// Words too common to tell pages apart; leaving them out keeps the index small.
const STOP_WORDS = new Set(
  'a an and are as at be by for from has have how in into is it its of on or our that the their them then there these this to was we what when which who will with you your'.split(
    ' ',
  ),
)

/**
 * A word as the index stores it: lower case, without a possessive, and with a plural's final s
 * dropped (so "startups" finds "startup" and "stories" meets "story" halfway); null for a stop word.
 * @param {string} word
 * @returns {string | null}
 */
export function processTerm(word) {
  const term = word.toLowerCase().replace(/['’]s$/, '')
  if (term.length < 2 || STOP_WORDS.has(term)) return null
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`
  if (term.length > 4 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1)
  return term
}

/**
 * The words visitors use for a type of page, searched with the page: "retail case study" finds the
 * retail story, whose text never calls itself a case study, and "devops job" the DevSecOps role.
 * Keyed by the site map's kinds (app/content/site-map.ts).
 */
// Each list holds the Dutch edition's words too (dienst, klantverhaal, vacature): one index option
// for both editions, and an English word in the Dutch index or the reverse matches nothing wrongly.
export const KIND_WORDS = {
  service: 'service dienst',
  story: 'success story case study client project reference succesverhaal klantverhaal klantcase referentie',
  page: '',
  role: 'job role opening vacancy position career hiring vacature baan functie sollicitatie werken',
}

/**
 * The fields each page is searched by, and those the results show: title, type, description, and
 * where the page's text is for the excerpt (a file of its own, so opening search does not load the
 * text of every page).
 */
export const INDEX_OPTIONS = {
  idField: 'path',
  fields: ['title', 'headings', 'description', 'text', 'kindWords'],
  storeFields: ['title', 'kind', 'description', 'textFile'],
  processTerm,
}

/**
 * How a query is matched: a word in a page's title counts most, then its headings and summary.
 * Words of five letters or more allow one typo ("kubernets", "machne"); the word being typed also
 * matches as a prefix, so results come as the visitor types.
 */
export const QUERY_OPTIONS = {
  boost: { title: 6, headings: 2, description: 1.5, kindWords: 4 },
  /** @param {string} term */
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  /** @param {string} _term @param {number} index @param {string[]} terms */
  prefix: (_term, index, terms) => index === terms.length - 1,
  combineWith: 'OR',
  weights: { fuzzy: 0.25, prefix: 0.375 },
}
