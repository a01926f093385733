// Error logging that cannot flood the log: a fault a client can trigger at will (every request
// hitting the same bug) is written once per interval, then counted until the interval is over.

const DEFAULT_INTERVAL_MS = 60_000

/**
 * @param {(...args: unknown[]) => void} log
 * @returns {(error: unknown, ...context: unknown[]) => void} logs `context` and `error`, at most once
 *   per interval for errors with the same code or message.
 */
export function createThrottledLog(log, { intervalMs = DEFAULT_INTERVAL_MS, now = Date.now } = {}) {
  /** error key -> { until: time its interval ends, suppressed: repeats not written } */
  const recent = new Map()
  return function logError(error, ...context) {
    const key = String(error?.code ?? error?.message ?? error)
    const time = now()
    const entry = recent.get(key)
    if (entry && time < entry.until) {
      entry.suppressed++
      return
    }
    const repeats = entry?.suppressed ? [`(${entry.suppressed} more like it since the last report)`] : []
    recent.set(key, { until: time + intervalMs, suppressed: 0 })
    // Old keys go once the map grows: it holds one entry per distinct error, not per request.
    if (recent.size > 1000) for (const [old, { until }] of recent) if (until <= time) recent.delete(old)
    log(...context, error, ...repeats)
  }
}
