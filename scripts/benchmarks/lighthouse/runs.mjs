// How many times a route runs and how its runs combine: the median of each score and metric.

/**
 * Runs per route of `npm run perf`: three, Lighthouse's advice for simulated throttling, whose
 * numbers vary from run to run.
 */
export const PERF_RUNS = 3
/**
 * Runs per route of `npm run perf -- --sample` (CI): one. Its gates do not vary with the host's
 * speed, so more runs would only refine the timings, which CI reports and does not judge; six routes
 * at one run each keep the sample near two minutes on this 2-core machine.
 */
export const SAMPLE_RUNS = 1
/**
 * Runs per build of `npm run perf:compare`: five each, ten per route, paired in ABBA turns, so the
 * difference of two medians rests on more than one or two lucky runs.
 */
export const COMPARE_RUNS = 5

/**
 * `--runs N` out of the arguments, the rest being routes for resolveRoutes. Without it: `fallback`,
 * by default SAMPLE_RUNS with --sample and PERF_RUNS otherwise.
 */
export function parseRuns(args, fallback = args.includes('--sample') ? SAMPLE_RUNS : PERF_RUNS) {
  const index = args.indexOf('--runs')
  if (index === -1) return { runs: fallback, rest: args }
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
 * `runs` keeps every run, for the report's figures per run beside that run's host speed.
 */
export function medianRun(runs) {
  const good = runs.filter((run) => !run.error && !run.runtimeError)
  if (good.length === 0) return { ...runs[0], runs }
  const byScore = [...good].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]
  const medianOf = (pick) => median(good.map(pick))
  const scoresOf = (key) => Object.fromEntries(Object.keys(representative[key]).map((id) => [id, medianOf((run) => run[key][id])]))
  return {
    ...representative,
    scores: scoresOf('scores'),
    gateScores: scoresOf('gateScores'),
    lcpSeconds: medianOf((run) => run.lcpSeconds),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    bytes: medianOf((run) => run.bytes),
    runs,
  }
}
