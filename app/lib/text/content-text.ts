/** Every string in a content record, depth first: what a visitor reads on the page it renders. */
export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(collectText)
  if (value && typeof value === 'object') {
    // Technology logos carry SVG path data, not copy.
    if ('path' in value && 'hex' in value) return []
    return Object.values(value).flatMap(collectText)
  }
  return []
}

export function countWords(texts: readonly string[]): number {
  return texts.reduce((total, text) => total + (text.match(/[A-Za-z0-9$€][\w'’.$%+-]*/g)?.length ?? 0), 0)
}

/** Sentences long enough that repeating one across pages would read as copy-paste. */
export function sentencesOf(texts: readonly string[], minWords = 7): string[] {
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= minWords)
}
