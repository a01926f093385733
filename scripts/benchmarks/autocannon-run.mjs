// autocannon as the load generator of `npm run load` when wrk is missing and cannot be installed (not
// root). It runs in this Node process and competes with the server for CPU, so its numbers are lower
// than wrk's; the side-by-side ratio with nginx suffers alike.

import autocannon from 'autocannon'

/**
 * @param {string} url
 * @param {{ connections: number, seconds: number, headers: Record<string, string> }} options
 * @returns {Promise<import('./wrk.mjs').LoadRun>}
 */
export async function runAutocannon(url, { connections, seconds, headers }) {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    socketErrors: result.errors + result.timeouts,
    non2xx3xx: result.non2xx,
  }
}
