/**
 * Three cards a row on wide screens, with a short last row centred rather than left-aligned
 * beside an empty slot: the grid has six tracks and each card spans two, so a last row of two
 * starts one track in and a lone last card two tracks in. (Tailwind sees only literal class
 * names, so the selectors are spelled out here.)
 */
const CENTRED_THIRDS =
  'lg:grid-cols-6 lg:*:col-span-2 lg:[&>:nth-child(3n+1):nth-last-child(2)]:col-start-2 lg:[&>:nth-child(3n+1):last-child]:col-start-3'

/**
 * Wide-screen columns for cards too wide to sit four across: three a row, two when there are two
 * or four (2 + 2, not a lone fourth card under three), and a short last row centred (5 cards sit
 * 3 + 2, 7 sit 3 + 3 + 1).
 */
export function thirdsColumns(count: number) {
  if (count === 2 || count === 4) return 'lg:grid-cols-2'
  return count % 3 === 0 ? 'lg:grid-cols-3' : CENTRED_THIRDS
}

/**
 * Wide-screen columns for a grid of `count` cards, chosen so the last row is never a card beside
 * an empty slot: 4 across for multiples of 4, 5 for 10 on the widest screens, otherwise as
 * thirdsColumns.
 */
export function wideColumns(count: number) {
  if (count % 4 === 0) return 'lg:grid-cols-4'
  if (count === 10) return 'lg:grid-cols-3 xl:grid-cols-5'
  return thirdsColumns(count)
}
