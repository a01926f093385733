/**
 * Where to start new pages so a run of blocks (the results' success stories) fills its pages
 * evenly. `pages` is the page each block landed on when the blocks simply flowed; the answer keeps
 * as many pages, and gives each the same number of blocks (the first page, which also carries the
 * section's heading, one fewer when they do not divide evenly). Returns the indexes of the blocks
 * that start a page, none when the blocks fit on one.
 */
export function balancedBreaks(pages: readonly number[]): number[] {
  const pageCount = new Set(pages).size
  if (pageCount < 2) return []
  const base = Math.floor(pages.length / pageCount)
  const extra = pages.length % pageCount
  const breaks: number[] = []
  let index = 0
  for (let page = 0; page < pageCount - 1; page++) {
    // The pages that get one more block are the last ones.
    index += base + (page >= pageCount - extra ? 1 : 0)
    breaks.push(index)
  }
  return breaks
}
