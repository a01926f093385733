// wrk, the C load generator from Debian, for `npm run load`: on a 2-core machine a Node load generator
// takes a core's worth of CPU from the server it measures, wrk far less. Installed as root when
// missing, like nginx.

import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'

import { aptGet, isRoot } from '../dev-tools/debian-packages.mjs'

const WRK_CANDIDATES = [process.env.WRK_PATH, '/usr/bin/wrk', '/usr/local/bin/wrk']

/**
 * One load run, as scripts/benchmarks/load.mjs compares them.
 * @typedef {{
 *   requests: number,
 *   seconds: number,
 *   requestsPerSecond: number,
 *   p99Ms: number,
 *   socketErrors: number,
 *   non2xx3xx: number,
 * }} LoadRun
 */

/** @returns {string | null} the wrk binary, installed from Debian when missing and we are root */
export function ensureWrk() {
  const find = () => WRK_CANDIDATES.find((path) => Boolean(path && existsSync(path))) ?? null
  const found = find()
  if (found || !isRoot) return found
  console.log('Installing Debian wrk...')
  aptGet('update', '-qq')
  aptGet('install', '-y', '-qq', '--no-install-recommends', 'wrk')
  return find()
}

const TIME_UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * wrk's "1.23ms", "850.00us", "2.01s" in milliseconds.
 * @param {string} text
 */
export function parseDuration(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim())
  if (!match) throw new Error(`wrk: cannot read the duration ${JSON.stringify(text)}`)
  return Number(match[1]) * TIME_UNITS[/** @type {keyof typeof TIME_UNITS} */ (match[2])]
}

/**
 * Reads the summary `wrk --latency` prints.
 * @param {string} output
 * @returns {LoadRun}
 */
export function parseWrkOutput(output) {
  const need = (pattern, what) => {
    const match = pattern.exec(output)
    if (!match) throw new Error(`wrk: no ${what} in its output:\n${output}`)
    return match
  }
  const [, requests, seconds] = need(/^\s*(\d+) requests in ([\d.]+\w+),/m, 'request count')
  const [, perSecond] = need(/^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec')
  const [, p99] = need(/^\s*99(?:\.0+)?%\s+(\S+)/m, '99th percentile (was --latency given?)')
  // Only printed when there were some.
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx3xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)
  return {
    requests: Number(requests),
    seconds: parseDuration(seconds) / 1000,
    requestsPerSecond: Number(perSecond),
    p99Ms: parseDuration(p99),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx3xx: non2xx3xx ? Number(non2xx3xx[1]) : 0,
  }
}

/**
 * Runs wrk with one thread: the server under test gets the other core.
 * @param {string} binary
 * @param {string} url
 * @param {{ connections: number, seconds: number, headers: Record<string, string> }} options
 * @returns {Promise<LoadRun>}
 */
export function runWrk(binary, url, { connections, seconds, headers }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s', ...headerArgs, url]
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk ${args.join(' ')} failed: ${error.message}\n${stderr}`))
      try {
        resolve(parseWrkOutput(stdout))
      } catch (parseError) {
        reject(parseError)
      }
    })
  })
}
