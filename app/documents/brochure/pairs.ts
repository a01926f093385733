/** Items two to a row, for the two-column grids (the last row may hold one). */
export function pairs<T>(items: readonly T[]): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2))
  return rows
}
