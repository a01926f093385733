import { readFileSync } from 'node:fs'

import { parse } from 'yaml'

/**
 * A row of e2e/search-relevance.yaml: the pages a query must put in its top three results (`top3`,
 * each of them; `oneOf`, at least one), and the page it must put first (`first`).
 */
export type RelevanceRow = { query: string; first?: string; top3?: string[]; oneOf?: string[] }

export function relevanceTable(): RelevanceRow[] {
  const rows = parse(readFileSync(new URL('./search-relevance.yaml', import.meta.url), 'utf8')) as RelevanceRow[]
  for (const row of rows) {
    if (!row.query || !(row.first || row.top3?.length || row.oneOf?.length))
      throw new Error(`search-relevance.yaml: a row needs a query and first, top3 or oneOf: ${JSON.stringify(row)}`)
  }
  return rows
}

/** What is wrong with `top` (the first three paths) for `row`, or null when it holds. */
export function relevanceMiss(row: RelevanceRow, top: readonly string[]): string | null {
  if (row.first && top[0] !== row.first) return `"${row.query}": ${row.first} is not first (${top.join(', ')})`
  const missing = (row.top3 ?? []).filter((path) => !top.includes(path))
  if (missing.length > 0) return `"${row.query}": ${missing.join(', ')} not in the top three (${top.join(', ')})`
  if (row.oneOf && !row.oneOf.some((path) => top.includes(path)))
    return `"${row.query}": none of ${row.oneOf.join(', ')} in the top three (${top.join(', ')})`
  return null
}
