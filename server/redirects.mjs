import { EDITIONS } from '../app/content/editions.mjs'

// One source of truth for canonical page URLs. A page is served at exactly one URL: its path in the
// build (`/about`, `/Enterprises`), without a trailing slash. Any other spelling of it answers
// 301 to that URL: a trailing '/' or '/index.html' (`/about/`), and any other letter case
// (`/ABOUT`, `/enterprises/`).
//
// Three deployments apply these rules, all from this module:
// - the Node server (server/app.mjs) asks createPageResolver() about every request path, so any
//   letter case works there;
// - static hosts get build/client/_redirects (renderRedirectsFile) with explicit rules, because
//   their redirect files cannot match letter case generically;
// - nginx gets a `map` of case-insensitive patterns (scripts/build-steps/nginx-config.mjs, from canonicalPages()).

export const REDIRECT_STATUS = 301
/** The file each page is prerendered to: a request for /about/index.html names the page /about. */
export const INDEX_FILE = 'index.html'

/** The path without a trailing '/' or '/index.html' ('/about/' -> '/about', '/index.html' -> '/'). */
export function withoutPageSuffix(path) {
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1)
  if (path === `/${INDEX_FILE}` || path.endsWith(`/${INDEX_FILE}`)) return path.slice(0, -`/${INDEX_FILE}`.length) || '/'
  return path
}

/**
 * The page paths, unique, in the order every consumer uses: when two pages differ only in letter
 * case, a spelling that is neither of them goes to the first (sorted by code unit, so '/About' before
 * '/about').
 */
export function canonicalPages(pagePaths) {
  return [...new Set(pagePaths)].sort()
}

/**
 * What a request path means, given the site's page paths:
 *   { kind: 'redirect', location } another spelling of a page: answer 301 to `location`;
 *   { kind: 'page', path }         exactly a page;
 *   { kind: 'not-found' }          a trailing slash or /index.html on something that is not a page;
 *   { kind: 'file' }               anything else: a file, or nothing at all.
 * `path` is decoded and has no query string.
 */
export function createPageResolver(pagePaths) {
  const pages = new Set(pagePaths)
  const byLowerCase = new Map()
  for (const page of canonicalPages(pages)) {
    if (!byLowerCase.has(page.toLowerCase())) byLowerCase.set(page.toLowerCase(), page)
  }
  return function resolvePath(path) {
    const pagePath = withoutPageSuffix(path)
    const page = pages.has(pagePath) ? pagePath : byLowerCase.get(pagePath.toLowerCase())
    if (page !== undefined && page !== path) return { kind: 'redirect', location: page }
    if (page !== undefined) return { kind: 'page', path: page }
    return pagePath === path ? { kind: 'file' } : { kind: 'not-found' }
  }
}

/** `name` inside the page's folder: ('/about', 'index.html') -> '/about/index.html', ('/') -> '/'. */
const inFolder = (page, name = '') => (page === '/' ? '/' : `${page}/`) + name

/**
 * Where static hosts' rewrite rules send the not-found page's own URLs (/404, /404.html): a path
 * that is never a file, so the host answers it with its 404.html and status 404, as the Node server
 * and nginx do. A dot-path, because the build never publishes dot-files.
 */
export const MISSING_PATH = '/.not-found'

/**
 * Rules for hosts that match paths literally (`_redirects` on Cloudflare Pages and Netlify), so they
 * answer like createPageResolver():
 * - 301 for each page's trailing-slash and /index.html spellings (`/about/`, `/about/index.html`,
 *   `/index.html`), and its all-lower-case and all-upper-case spellings with and without the slash
 *   (`/ABOUT`, `/ABOUT/`; `/enterprises`, `/ENTERPRISES/`). Spellings that are pages are skipped.
 * - 200 (a rewrite) from each page to its folder (`/about` -> `/about/`): Cloudflare Pages otherwise
 *   redirects /about to /about/ because the file is about/index.html, the opposite of our canonical
 *   URL, and the /about/ -> /about rule would then loop. The rewrite serves about/index.html at /about.
 * - 200 from the not-found page's URLs to MISSING_PATH, so they answer 404 as on the Node server.
 * Netlify lets an existing file shadow any rule that is not forced (`!`, which Cloudflare rejects),
 * so there the rules only act on URLs that are not files: it serves /about/ as the page itself.
 * @param {Iterable<string>} pagePaths
 * @param {{ notFoundPage?: string, staticNotFoundFile?: string }} [notFound] the not-found page's path
 *   ('/404') and the copy static hosts serve for unknown URLs ('404.html'), when the site has them
 * @returns {{ from: string, to: string, status: number }[]}
 */
export function staticRedirectRules(pagePaths, { notFoundPage, staticNotFoundFile } = {}) {
  pagePaths = [...pagePaths]
  const resolvePath = createPageResolver(pagePaths)
  const rules = []
  const sources = new Set()
  const add = (from, to, status) => {
    if (sources.has(from)) return
    sources.add(from)
    rules.push({ from, to, status })
  }
  // Each edition's not-found page (/404, /nl/404), when the build has it.
  const notFoundPages = notFoundPage
    ? EDITIONS.map(({ prefix }) => `${prefix}${notFoundPage}`).filter((path) => path === notFoundPage || pagePaths.includes(path))
    : []
  for (const page of canonicalPages(pagePaths)) {
    if (notFoundPages.includes(page)) continue
    const spellings = [page, inFolder(page), inFolder(page, INDEX_FILE)]
    for (const other of new Set([page.toLowerCase(), page.toUpperCase()])) spellings.push(other, inFolder(other))
    for (const from of spellings) {
      const answer = resolvePath(from)
      if (answer.kind === 'redirect') add(from, answer.location, REDIRECT_STATUS)
    }
    if (page !== '/') add(page, `${page}/`, 200)
  }
  for (const page of notFoundPages) {
    const prefix = page.slice(0, -notFoundPage.length)
    const notFoundUrls = [page, inFolder(page), inFolder(page, INDEX_FILE)]
    if (staticNotFoundFile) notFoundUrls.push(`${prefix}/${staticNotFoundFile}`)
    for (const from of notFoundUrls) add(from, `${prefix}${MISSING_PATH}`, 200)
  }
  // Netlify answers every unknown URL with the root 404.html; an edition's own (/nl/404.html) needs a
  // rule, unforced, so it acts only on URLs that are no file. Cloudflare Pages finds the nearest
  // 404.html up the URL's folders by itself and skips a status it does not rewrite with.
  if (staticNotFoundFile) {
    for (const page of notFoundPages.filter((path) => path !== notFoundPage)) {
      const prefix = page.slice(0, -notFoundPage.length)
      add(`${prefix}/*`, `${prefix}/${staticNotFoundFile}`, 404)
    }
  }
  return rules
}

/**
 * Text of a `_redirects` file (Netlify, Cloudflare Pages) for the site's page paths. Unknown URLs
 * need no rule: both hosts answer them with the root 404.html and status 404.
 * @param {Iterable<string>} pagePaths
 * @param {{ notFoundPage?: string, staticNotFoundFile?: string }} [notFound] see staticRedirectRules()
 */
export function renderRedirectsFile(pagePaths, notFound = {}) {
  const rules = staticRedirectRules(pagePaths, notFound)
  const header = [
    '# Canonical page URLs, generated by scripts/build-steps/postbuild.mjs from server/redirects.mjs.',
    '# 301: another spelling of a page. 200: a rewrite, so /about serves about/index.html without',
    "# the host redirecting to /about/, and the not-found page's own URLs answer 404.",
    '# Unknown URLs need no rule: the host answers them with /404.html and status 404.',
  ]
  const lines = rules.map(({ from, to, status }) => `${from} ${to} ${status}`)
  return { text: `${[...header, ...lines].join('\n')}\n`, ruleCount: rules.length }
}
