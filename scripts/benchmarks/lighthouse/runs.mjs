// How many times a route runs and how its runs combine: the median of each score and metric, with
// more runs for a route whose median breaks only a timing budget.

import { BUDGETS, budgetBreaches } from './budgets.mjs'

const DEFAULT_RUNS = 3
const EXTRA_RUNS_ON_TIMING_BREACH = 2

/** `--runs N` out of the arguments; the rest are routes for resolveRoutes. */
export function parseRuns(args) {
  const index = args.indexOf('--runs')
  if (index === -1) return { runs: DEFAULT_RUNS, rest: args }
  const runs = Number(args[index + 1])
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of at least 1, got ${args[index + 1]}`)
  return { runs, rest: [...args.slice(0, index), ...args.slice(index + 2)] }
}

/** The middle of the known values (null and undefined left out); null when there are none. */
export function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}

/**
 * A route's result over several runs, as Lighthouse CI's "median" aggregation does: each score and
 * metric is the median of its values; the details (LCP element, audits, warnings) come from the run
 * whose Performance score is the median one. A run that failed counts only when every run failed.
 */
export function medianRun(runs) {
  const good = runs.filter((run) => !run.error && !run.runtimeError)
  if (good.length === 0) return runs[0]
  const byScore = [...good].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]
  const medianOf = (pick) => median(good.map(pick))
  const scoresOf = (key) => Object.fromEntries(Object.keys(representative[key]).map((id) => [id, medianOf((run) => run[key][id])]))
  return {
    ...representative,
    scores: scoresOf('scores'),
    budgetScores: scoresOf('budgetScores'),
    lcpSeconds: medianOf((run) => run.lcpSeconds),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    bytes: medianOf((run) => run.bytes),
  }
}

/**
 * Whether a route's median so far calls for more runs: it breaks a timing budget (TBT or LCP), and
 * nothing else. Those two scale with the CPU time observed on the host, which on a shared machine
 * changes from one run to the next (Lighthouse's benchmarkIndex moved from about 950 to 2500 here
 * within an hour); a score, an audit or a layout shift does not. The route then gets up to
 * EXTRA_RUNS_ON_TIMING_BREACH more runs and the verdict is the median of all of them.
 */
export function wantsMoreRuns(result, runCount, runsPerRoute) {
  if (runCount >= runsPerRoute + EXTRA_RUNS_ON_TIMING_BREACH || result.error || result.runtimeError) return false
  const timingBreaches = [result.tbtMs > BUDGETS.tbtMs, result.lcpSeconds > BUDGETS.lcpSeconds].filter(Boolean).length
  return timingBreaches > 0 && budgetBreaches(result).length === timingBreaches
}
