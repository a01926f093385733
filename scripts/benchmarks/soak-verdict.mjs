// When a soak run (scripts/benchmarks/soak.mjs) fails: the server leaked descriptors or memory, died, answered
// with errors, or the run did not finish in time. Pure, so the thresholds are tested.

/** Descriptors a server may hold more after the load than before it (timers, a log file...). */
export const DESCRIPTOR_GROWTH_LIMIT = 5
/** Resident memory may grow by this share (heap settling after warm-up), not more. */
export const RSS_GROWTH_LIMIT = 0.3

/**
 * @typedef {import('./process-stats.mjs').ProcessStats} ProcessStats
 * @typedef {{
 *   before: ProcessStats | null,
 *   after: ProcessStats | null,
 *   died: string | null,
 *   errors: Record<string, number>,
 *   statuses: Record<string, number>,
 *   stoppedEarly: string | null,
 * }} SoakOutcome
 *   died: why the server is gone, or null; stoppedEarly: why the load stopped before the end, or null
 */

/**
 * @param {SoakOutcome} outcome
 * @returns {string[]} what is wrong; empty when the server passes
 */
export function soakProblems({ before, after, died, errors, statuses, stoppedEarly }) {
  const problems = []
  if (died) problems.push(`the server died: ${died}`)
  if (stoppedEarly) problems.push(stoppedEarly)
  if (before && after) {
    const growth = after.descriptors - before.descriptors
    if (growth > DESCRIPTOR_GROWTH_LIMIT) {
      problems.push(
        `open descriptors grew by ${growth} (${before.descriptors} -> ${after.descriptors}; ${after.buildFiles} point into build/), more than ${DESCRIPTOR_GROWTH_LIMIT}`,
      )
    }
    if (after.rssKiB > before.rssKiB * (1 + RSS_GROWTH_LIMIT)) {
      const percent = Math.round((after.rssKiB / before.rssKiB - 1) * 100)
      problems.push(`RSS grew by ${percent} % (${mb(before.rssKiB)} -> ${mb(after.rssKiB)} MB), more than ${RSS_GROWTH_LIMIT * 100} %`)
    }
  } else if (!died) {
    problems.push('no descriptor or memory reading')
  }
  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0)
  if (errorCount > 0) {
    const kinds = Object.entries(errors).map(([kind, count]) => `${count} × ${kind}`)
    problems.push(`${errorCount} connection errors: ${kinds.join(', ')}`)
  }
  const serverErrors = Object.entries(statuses).filter(([status]) => Number(status) >= 500)
  for (const [status, count] of serverErrors) problems.push(`${count} responses with status ${status}`)
  return problems
}

/** @param {number} kib */
export const mb = (kib) => (kib / 1024).toFixed(1)
