// Judging `npm run load` (scripts/benchmarks/load.mjs): runs of one server on one URL combined, what counts as an
// error, and the target against nginx. Pure, so the verdict is tested.

/** The Node server's requests per second as a share of nginx's, on the home page and the asset. */
export const TARGET_RATIO = 0.4

/**
 * @typedef {import('./wrk.mjs').LoadRun} LoadRun
 * @typedef {{ requestsPerSecond: number, p99Ms: number, requests: number, socketErrors: number, non2xx3xx: number }} LoadSummary
 * @typedef {{ name: string, path: string, expect: '2xx' | '404', target: boolean, node: LoadSummary, nginx: LoadSummary | null }} LoadRow
 *   target: whether the ratio target applies to this URL
 */

/**
 * Several runs of one server on one URL: mean requests per second, the worst p99, everything counted.
 * @param {LoadRun[]} runs
 * @returns {LoadSummary}
 */
export function combineRuns(runs) {
  if (runs.length === 0) throw new Error('no runs to combine')
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0)
  return {
    requestsPerSecond: sum('requestsPerSecond') / runs.length,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    requests: sum('requests'),
    socketErrors: sum('socketErrors'),
    non2xx3xx: sum('non2xx3xx'),
  }
}

/**
 * Errors of one server's runs on a URL: socket errors and timeouts, and answers of the wrong kind
 * (wrk only counts "not 2xx or 3xx", so an unknown URL must have all of its answers counted there).
 * @param {LoadSummary} summary
 * @param {'2xx' | '404'} expect
 */
export function errorCount(summary, expect) {
  const wrongAnswers = expect === '404' ? summary.requests - summary.non2xx3xx : summary.non2xx3xx
  return summary.socketErrors + wrongAnswers
}

/** @param {LoadRow} row */
export const ratioOf = (row) => (row.nginx ? row.node.requestsPerSecond / row.nginx.requestsPerSecond : null)

/**
 * @param {LoadRow[]} rows
 * @returns {{ problems: string[], missed: string[], targetChecked: boolean }}
 *   problems: errors, and URLs without any completed request; missed: URLs below the target ratio;
 *   targetChecked: false when there was no nginx to compare with
 */
export function loadVerdict(rows) {
  const problems = []
  const missed = []
  for (const row of rows) {
    for (const [server, summary] of /** @type {const} */ ([
      ['npm start', row.node],
      ['nginx', row.nginx],
    ])) {
      if (!summary) continue
      if (summary.requests === 0) problems.push(`${server}, ${row.name}: no completed requests`)
      const errors = errorCount(summary, row.expect)
      if (errors > 0) problems.push(`${server}, ${row.name}: ${errors} errors (expected ${row.expect} only)`)
    }
    const ratio = ratioOf(row)
    if (row.target && ratio !== null && ratio < TARGET_RATIO) {
      missed.push(`${row.name}: ${Math.round(ratio * 100)} % of nginx's requests per second, below ${TARGET_RATIO * 100} %`)
    }
  }
  return { problems, missed, targetChecked: rows.some((row) => row.nginx !== null) }
}
