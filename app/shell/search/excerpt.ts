// The excerpt a search result shows: the stretch of the page's text with the most matched words,
// cut at word boundaries, each matched word marked.

export type ExcerptPart = { text: string; match: boolean }

// Words as MiniSearch's tokenizer cuts them (anything between spaces and punctuation).
const WORD = /[^\n\r\p{Z}\p{P}]+/gu
const WINDOW_WORDS = 28
const WORDS_BEFORE = 6

/**
 * The part of `text` around its densest cluster of words whose index term (`toTerm`) is one of
 * `terms`, split into marked and unmarked parts; null when no word of `text` matches.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, toTerm: (word: string) => string | null): ExcerptPart[] | null {
  const words = [...text.matchAll(WORD)].map((found) => {
    const term = toTerm(found[0])
    return { start: found.index, end: found.index + found[0].length, match: term !== null && terms.has(term) }
  })
  const matches = words.flatMap((word, i) => (word.match ? [i] : []))
  if (matches.length === 0) return null
  // The window that starts a little before a match and holds the most matches.
  let best = 0
  let bestCount = 0
  for (const first of matches) {
    const count = matches.filter((i) => i >= first && i < first + WINDOW_WORDS - WORDS_BEFORE).length
    if (count > bestCount) [best, bestCount] = [first, count]
  }
  const from = Math.max(0, best - WORDS_BEFORE)
  const to = Math.min(words.length, from + WINDOW_WORDS)
  const inWindow = words.slice(from, to)
  const parts: ExcerptPart[] = []
  let at = inWindow[0]!.start
  for (const word of inWindow.filter((candidate) => candidate.match)) {
    if (word.start > at) parts.push({ text: text.slice(at, word.start), match: false })
    parts.push({ text: text.slice(word.start, word.end), match: true })
    at = word.end
  }
  const end = to < words.length ? inWindow.at(-1)!.end : text.length
  if (end > at) parts.push({ text: text.slice(at, end), match: false })
  if (from > 0) parts.unshift({ text: '… ', match: false })
  if (to < words.length) parts.push({ text: ' …', match: false })
  return parts
}
