// Two sections of one page that list nearly the same things ("Every layer of a modern BI stack" and
// "What a BI system we deliver contains", six items each) make a long page longer and say nothing
// new. A list is any array of items with a title in a page's file; two lists repeat each other when
// most items of the shorter one have a namesake in the other: titles that share more than half
// of the shorter title's words (two at least), leaving out small words and a plural s.

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'it', 'of', 'on', 'or', 'our', 'the', 'to', 'we', 'with', 'you', 'your'])

/** Lists shorter than this are too short to call a repeat: two similar items can be a coincidence. */
const MIN_ITEMS = 3

type TitledList = { where: string; titles: string[] }

function wordsOf(title: string): Set<string> {
  const words = title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return new Set(words.filter((word) => !SMALL_WORDS.has(word)).map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)))
}

/**
 * Whether two item titles name the same thing: they share more than half the words of the shorter
 * one, and two words at least unless it has one ("Design and prototype" is not "One team from
 * design to support", nor "Findings closed before launch" "Security reviewed before launch").
 */
export function sameThing(a: string, b: string): boolean {
  const left = wordsOf(a)
  const right = wordsOf(b)
  const shorter = Math.min(left.size, right.size)
  const shared = [...left].filter((word) => right.has(word)).length
  return shared >= Math.min(2, shorter) && shared > 0 && shared * 2 > shorter
}

/** Every array of titled items in `data`, with the field path an editor finds it under. */
function titledLists(data: unknown, where: string, found: TitledList[] = []): TitledList[] {
  if (Array.isArray(data)) {
    const titles = data.flatMap((item) => (item && typeof item === 'object' && typeof (item as { title?: unknown }).title === 'string' ? [(item as { title: string }).title] : []))
    if (titles.length >= MIN_ITEMS && titles.length === data.length) found.push({ where, titles })
    data.forEach((item, i) => titledLists(item, `${where}[${i}]`, found))
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) titledLists(value, where ? `${where}.${key}` : key, found)
  }
  return found
}

/** One problem per pair of lists in a page's file where most of the shorter list is in the other. */
export function repeatedListProblems(file: string, data: unknown): string[] {
  const lists = titledLists(data, '')
  const problems: string[] = []
  lists.forEach((first, i) => {
    for (const second of lists.slice(i + 1)) {
      const [shorter, longer] = first.titles.length <= second.titles.length ? [first, second] : [second, first]
      const repeated = shorter.titles.filter((title) => longer.titles.some((other) => sameThing(title, other)))
      if (repeated.length * 2 > shorter.titles.length) {
        problems.push(
          `${file}: ${second.where}: ${repeated.length} of its items repeat ${first.where} (${repeated.map((title) => `"${title}"`).join(', ')}): merge the two sections, or make each list different things`,
        )
      }
    }
  })
  return problems
}
