// What the soak (scripts/benchmarks/soak.mjs) sends, connection by connection: a seeded random mix of the
// clients a public site sees. Pure, so the shares can be tested.
//   keep-alive  several GETs on one connection; the client hangs up after the last body
//   close       one GET with `Connection: close`; the client hangs up as soon as the body is in
//   abort       a GET for a large file; the client hangs up after the first piece of the body
//   malformed   bytes that are not a request (the server answers 400 and closes)
// Hanging up the moment a body is complete is what curl does, and what left files open on the server.

/** Shares of all requests; keep-alive requests are the rest. */
export const DEFAULT_SHARES = { close: 0.5, abort: 0.05, malformed: 0.005 }
export const KEEP_ALIVE_REQUESTS = 6
const MALFORMED = ['GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n', 'HELLO\r\n\r\n', 'GET /\u0001 HTTP/1.1\r\n\r\n']
export const BROWSER_ENCODING = 'gzip, deflate, br'

/**
 * @typedef {'keep-alive' | 'close' | 'abort' | 'malformed'} ConnectionKind
 * @typedef {{ kind: ConnectionKind, requests: string[] }} ConnectionPlan  requests: raw request text
 * @typedef {{ paths: string[], largePath: string, host: string }} MixTargets
 *   paths: what ordinary requests ask for (pages, assets, a missing URL...); largePath: the file the
 *   aborting clients ask for
 */

/**
 * How often each kind of connection is opened so that the requests come in `shares`: a keep-alive
 * connection carries KEEP_ALIVE_REQUESTS requests, the others one each.
 * @param {typeof DEFAULT_SHARES} shares
 * @returns {[ConnectionKind, number][]} kinds with cumulative probabilities
 */
export function connectionOdds(shares = DEFAULT_SHARES) {
  const keepAlive = 1 - shares.close - shares.abort - shares.malformed
  if (keepAlive < 0) throw new Error('request shares add up to more than 1')
  /** @type {[ConnectionKind, number][]} */
  const weights = [
    ['keep-alive', keepAlive / KEEP_ALIVE_REQUESTS],
    ['close', shares.close],
    ['abort', shares.abort],
    ['malformed', shares.malformed],
  ]
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0)
  let cumulative = 0
  return weights.map(([kind, weight]) => [kind, (cumulative += weight / total)])
}

/**
 * @param {string} path
 * @param {{ host: string, brotli: boolean, close: boolean }} options
 */
export function getRequest(path, { host, brotli, close }) {
  return [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    'User-Agent: soak',
    'Accept: */*',
    ...(brotli ? [`Accept-Encoding: ${BROWSER_ENCODING}`] : []),
    ...(close ? ['Connection: close'] : []),
    '',
    '',
  ].join('\r\n')
}

/**
 * @param {MixTargets} targets
 * @param {() => number} random
 * @param {typeof DEFAULT_SHARES} [shares]
 * @returns {() => ConnectionPlan} the next connection to open
 */
export function createMix(targets, random, shares = DEFAULT_SHARES) {
  const odds = connectionOdds(shares)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const get = (path, close) => getRequest(path, { host: targets.host, brotli: random() < 0.5, close })
  return () => {
    const roll = random()
    const kind = (odds.find(([, upTo]) => roll < upTo) ?? odds[odds.length - 1])[0]
    switch (kind) {
      case 'keep-alive':
        return { kind, requests: Array.from({ length: KEEP_ALIVE_REQUESTS }, () => get(pick(targets.paths), false)) }
      case 'close':
        return { kind, requests: [get(pick(targets.paths), true)] }
      case 'abort':
        // Without br the server cannot send a small compressed copy: the body is the whole file.
        return { kind, requests: [getRequest(targets.largePath, { host: targets.host, brotli: false, close: false })] }
      case 'malformed':
        return { kind, requests: [pick(MALFORMED)] }
    }
  }
}
