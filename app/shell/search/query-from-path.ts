// The words of a URL that led nowhere, as a search: "/startups" → "startups",
// "/services/Cloud_Migration.html" → "services cloud migration".

const NOT_WORDS = new Set(['html', 'htm', 'php', 'aspx', 'asp', 'index', 'www'])

/** The words of `pathname`, lower case, in order, without file extensions or numbers. */
export function queryFromPath(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: read the path as it is.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word) && !NOT_WORDS.has(word))
  return [...new Set(words)].join(' ')
}
