// The soak's load generator: raw sockets (node:net) rather than an HTTP client, because the point is
// to hang up at exact moments (right after a body, in the middle of one) the way real clients do,
// and to send bytes no HTTP client would. Connections come from scripts/benchmarks/soak-mix.mjs.

import { connect } from 'node:net'

import { createResponseReader } from './http-response-reader.mjs'

/** A response slower than this counts as an error (and the connection is dropped). */
const IDLE_TIMEOUT_MS = 10_000

/**
 * @typedef {{
 *   completed: number,
 *   statuses: Record<string, number>,
 *   aborted: number,
 *   unanswered: number,
 *   errors: Record<string, number>,
 *   seconds: number,
 *   stoppedEarly: boolean,
 * }} SoakLoadResult
 *   completed: requests done (a full response read, or hung up on mid-body as planned);
 *   statuses: responses by status code; aborted: responses hung up on mid-body on purpose;
 *   unanswered: malformed requests the server closed without an answer (our doing, not an error);
 *   errors: what went wrong that we did not cause (connection refused or reset, cut-off
 *   responses, timeouts, bytes that are not HTTP), by kind
 */

/**
 * Sends `total` requests over `concurrency` parallel connections; stops early when `shouldStop()`
 * says so (a deadline, a dead server).
 * @param {{
 *   host: string,
 *   port: number,
 *   nextConnection: () => import('./soak-mix.mjs').ConnectionPlan,
 *   total: number,
 *   concurrency: number,
 *   shouldStop?: () => boolean,
 *   onProgress?: (completed: number) => void,
 * }} options
 * @returns {Promise<SoakLoadResult>}
 */
export async function sendLoad({ host, port, nextConnection, total, concurrency, shouldStop = () => false, onProgress }) {
  /** @type {SoakLoadResult} */
  const result = { completed: 0, statuses: {}, aborted: 0, unanswered: 0, errors: {}, seconds: 0, stoppedEarly: false }
  const started = performance.now()
  let planned = 0

  const done = () => {
    result.completed++
    onProgress?.(result.completed)
  }
  const countError = (kind) => (result.errors[kind] = (result.errors[kind] ?? 0) + 1)

  /** @param {import('./soak-mix.mjs').ConnectionPlan} plan */
  function runConnection(plan) {
    return new Promise((resolve) => {
      let next = 0
      let answered = 0
      let finished = false
      const socket = connect({ host, port })
      /** @param {string | null} [error] */
      const finish = (error = null) => {
        if (finished) return
        finished = true
        reader.stop()
        socket.destroy()
        if (error) countError(error)
        resolve(undefined)
      }
      const send = () => socket.write(plan.requests[next++])
      const reader = createResponseReader({
        onHead: ({ status }) => (result.statuses[status] = (result.statuses[status] ?? 0) + 1),
        // Hang up after the first piece of the body: the server is mid-way through the file.
        onBody:
          plan.kind === 'abort'
            ? () => {
                result.aborted++
                done()
                finish()
              }
            : undefined,
        onComplete: () => {
          answered++
          done()
          // Hang up the moment the last body is in, before any FIN from the server, as curl does.
          if (next < plan.requests.length) send()
          else finish()
        },
      })
      socket.setNoDelay(true)
      socket.setTimeout(IDLE_TIMEOUT_MS)
      socket.once('connect', send)
      socket.on('data', (chunk) => {
        try {
          reader.feed(chunk)
        } catch (error) {
          finish(`protocol error: ${error instanceof Error ? error.message : error}`)
        }
      })
      socket.on('timeout', () => finish('timeout'))
      socket.on('error', (error) => finish(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message))
      socket.on('close', () => {
        if (finished) return
        const cutShort = reader.end()
        if (finished) return // the body ran until close and is now complete
        if (plan.kind === 'malformed' && answered === 0 && !cutShort) {
          result.unanswered++
          done()
          return finish()
        }
        finish(answered === 0 && !cutShort ? 'closed before answering' : 'closed mid-response')
      })
    })
  }

  async function worker() {
    while (planned < total) {
      if (shouldStop()) {
        result.stoppedEarly = true
        return
      }
      const plan = nextConnection()
      // The last connection may carry fewer requests than planned, to end on exactly `total`.
      plan.requests = plan.requests.slice(0, total - planned)
      planned += plan.requests.length
      await runConnection(plan)
    }
  }

  await Promise.all(Array.from({ length: concurrency }, worker))
  result.seconds = (performance.now() - started) / 1000
  return result
}
