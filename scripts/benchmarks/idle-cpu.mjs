// Lighthouse's simulated throttling multiplies the CPU time it observes, so a run that starts while
// the machine is still busy (right after the end-to-end tests, say) reports a slower site than the
// one it measured. perf.mjs waits here for the CPUs to go quiet before each page.

import { cpus } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'

/** Total and idle CPU ticks over all cores, as os.cpus() reports them. */
export function cpuTicks(cores = cpus()) {
  let total = 0
  let idle = 0
  for (const { times } of cores) {
    total += times.user + times.nice + times.sys + times.irq + times.idle
    idle += times.idle
  }
  return { total, idle }
}

/** The share of CPU time spent idle between two cpuTicks() readings (1 when nothing was counted). */
export function idleShare(before, after) {
  const total = after.total - before.total
  return total > 0 ? (after.idle - before.idle) / total : 1
}

/**
 * Resolves once the CPUs were at least `threshold` idle over one `windowMs` window, or after
 * `maxMs`. Returns how long it waited and the last idle share seen.
 */
export async function waitForIdleCpu({ threshold = 0.8, windowMs = 1000, maxMs = 45_000 } = {}) {
  const started = Date.now()
  let share = 0
  do {
    const before = cpuTicks()
    await sleep(windowMs)
    share = idleShare(before, cpuTicks())
  } while (share < threshold && Date.now() - started < maxMs)
  return { waitedMs: Date.now() - started, idle: share }
}
