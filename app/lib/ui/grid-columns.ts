/**
 * Wide-screen columns for a grid of `count` cards, chosen so the last row is never a lone card:
 * 4 across for multiples of 4, 5 for 10 on the widest screens, otherwise 3 (so 5 cards sit 3 + 2).
 */
export function wideColumns(count: number) {
  if (count % 4 === 0) return 'lg:grid-cols-4'
  if (count === 10) return 'lg:grid-cols-3 xl:grid-cols-5'
  return 'lg:grid-cols-3'
}
