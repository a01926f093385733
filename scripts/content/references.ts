// References from one content file to another by name: the services a brochure lists, the success
// stories a service or page cites. A name whose file exists but failed its own checks is not
// reported (that file's problem is, and fixing it fixes both). A name no file has is reported once,
// where it is first used, with the closest existing name as a hint rather than a list of every name.
import type { FailedEntry } from './read-content'

/** What a message calls an entry of each collection other files refer to. */
const ENTRY_NAMES: Record<string, string> = { services: 'service', stories: 'success story', offices: 'office' }

/** How alike two names must be (0 to 1) for one to be offered as the other: "did you mean …?". */
const ALIKE = 0.5

/**
 * Collects references while the collections' checks run (`refer`), then gives one line per name no
 * file has (`problems`). `contentDir` is where the collections' folders are.
 */
export function referenceChecker(
  contentDir: string,
  namesOf: (collection: string) => { slugs: readonly string[]; failed: readonly FailedEntry[] },
) {
  const unknown = new Map<string, { where: string; collection: string; slug: string; uses: number }>()
  return {
    /** Notes that `where` (`file: field.path`) names the entry `slug` of `collection`. */
    refer(where: string, collection: string, slug: string) {
      const { slugs, failed } = namesOf(collection)
      if (slugs.includes(slug) || failed.some((entry) => entry.slug === slug)) return
      const key = `${collection}/${slug}`
      const earlier = unknown.get(key)
      if (earlier) earlier.uses++
      else unknown.set(key, { where, collection, slug, uses: 1 })
    },
    /** One line per name no file has, at its first use, saying how many more there are. */
    problems() {
      return [...unknown.values()].map(({ where, collection, slug, uses }) => {
        const { slugs, failed } = namesOf(collection)
        const closest = closestName(slug, [...slugs, ...failed.map((entry) => entry.slug)])
        const hint = closest ? `did you mean "${closest}"?` : `the names are the file names in ${contentDir}/${collection}`
        const more = uses > 1 ? `${uses - 1} more reference${uses > 2 ? 's' : ''} to it` : ''
        return `${where}: no ${ENTRY_NAMES[collection] ?? collection} "${slug}" (${[hint, more].filter(Boolean).join(closest ? ' ' : '; ')})`
      })
    },
  }
}

/** Names shorter than this are not compared with the start of a longer one: too many would match. */
const SHORTEST_PREFIX = 6

/**
 * The name most like `name`, if any is alike enough: by spelling (a typo, a letter left out), by the
 * start of the longer name (a file renamed to a shorter or longer title) or by shared words.
 */
export function closestName(name: string, names: readonly string[]): string | undefined {
  const likeness = (candidate: string) => Math.max(spellingLikeness(name, candidate), prefixLikeness(name, candidate), wordLikeness(name, candidate))
  const scored = names.map((candidate) => ({ candidate, score: likeness(candidate) }))
  const best = scored.sort((a, b) => b.score - a.score)[0]
  return best && best.score >= ALIKE ? best.candidate : undefined
}

/** 1 for the same spelling, 0 for nothing in common: edits (a letter added, left out, changed or two swapped) per letter. */
function spellingLikeness(a: string, b: string) {
  return 1 - editDistance(a, b) / Math.max(a.length, b.length, 1)
}

/** How alike the shorter name is to the start of the longer one. */
function prefixLikeness(a: string, b: string) {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a]
  return shorter.length < SHORTEST_PREFIX ? 0 : spellingLikeness(shorter, longer.slice(0, shorter.length))
}

/** The share of words (between hyphens) the two names have in common. */
function wordLikeness(a: string, b: string) {
  const wordsA = new Set(a.split('-'))
  const wordsB = new Set(b.split('-'))
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length
  return (2 * shared) / (wordsA.size + wordsB.size)
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbors. */
function editDistance(a: string, b: string) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1)
    }
  }
  return rows[a.length]![b.length]!
}
