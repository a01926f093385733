// `npm run soak`: does the server give back what a long, rough load takes? 200,000 requests on
// loopback against `npm start` (node server/start.mjs): half with `Connection: close`, the rest
// keep-alive, 5 % for the largest file hung up on mid-body, a few malformed ones, over pages, assets,
// missing URLs and a redirect, with and without brotli (scripts/benchmarks/soak-mix.mjs). It reads the server's
// open descriptors and RSS after a warm-up (before), while loaded (peak), and a second after the load
// (after), and fails when descriptors grew by more than 5 or RSS by more than 30 %, when the server
// died or answered with errors, or when the run takes longer than --timeout.
//
// When nginx is installed (or installable: we are root) it gets the same load on the same build with
// deploy/nginx.conf and one worker, reported side by side as a reference.
//
// Usage: npm run soak [-- --requests 200000] [-- --concurrency 64] [-- --timeout 300] [-- --no-nginx]

import { statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

import { listFiles, pagePathOf } from '../../server/build-files.mjs'
import { flag, numberOption } from './cli-options.mjs'
import { BROTLI_PACKAGE, ensureNginx, startNginx, stopNginx } from '../dev-tools/nginx-server.mjs'
import { startNodeServer, stopNodeServer } from './node-server.mjs'
import { childrenOf, processStats } from './process-stats.mjs'
import { CLIENT_DIR, ensureBuild } from './built-pages.mjs'
import { createMix } from './soak-mix.mjs'
import { seededRandom } from '../build-steps/seeded-random.mjs'
import { sendLoad } from './soak-client.mjs'
import { DESCRIPTOR_GROWTH_LIMIT, RSS_GROWTH_LIMIT, mb, soakProblems } from './soak-verdict.mjs'
import { formatTable } from './text-table.mjs'

const BUILD_DIR = fileURLToPath(new URL('../../build', import.meta.url))
const HOST = '127.0.0.1'
/** Time for the server to close what the load left (lingering sockets, streams) before "after". */
const SETTLE_MS = 1000
const SEED = 20240611

/**
 * What ordinary requests ask for: some pages and their loader data, scripts, styles, images,
 * robots.txt, missing URLs, a redirect; and the largest file, for the clients that hang up mid-body.
 */
function soakPaths() {
  const files = listFiles(CLIENT_DIR).filter((file) => !/\.(br|gz)$/.test(file))
  const pages = files
    .map(pagePathOf)
    .filter((path) => path !== null && path !== '/404')
    .slice(0, 8)
  const pick = (pattern, count) =>
    files
      .filter((file) => pattern.test(file))
      .slice(0, count)
      .map((file) => `/${file}`)
  const paths = [
    ...pages,
    ...pick(/^[^/]+\.data$/, 2),
    ...pick(/^assets\/.+\.js$/, 3),
    ...pick(/^assets\/.+\.css$/, 1),
    ...pick(/^images\/.+\.svg$/, 1),
    ...pick(/^social\/.+\.png$/, 1),
    '/robots.txt',
    '/sitemap.xml',
    '/no-such-page',
    '/assets/missing-123.js',
    '/about/',
  ]
  const [largest] = files.sort((a, b) => statSync(join(CLIENT_DIR, b)).size - statSync(join(CLIENT_DIR, a)).size)
  return { paths, largePath: `/${largest}` }
}

/**
 * @typedef {import('./process-stats.mjs').ProcessStats} ProcessStats
 * @typedef {{
 *   name: string,
 *   origin: string,
 *   pid: () => number,
 *   died: () => string | null,
 *   stop: () => Promise<void>,
 * }} Subject  a server under load; pid: the process that serves (nginx: its worker)
 */

/**
 * Warm-up, before, the load with readings every `sampleEvery` requests, after.
 * @param {Subject} subject
 * @param {{ requests: number, warmup: number, concurrency: number, sampleEvery: number, deadline: number, timeout: number }} options
 */
async function soak(subject, { requests, warmup, concurrency, sampleEvery, deadline, timeout }) {
  const port = Number(new URL(subject.origin).port)
  const nextConnection = createMix({ ...soakPaths(), host: `${HOST}:${port}` }, seededRandom(SEED))
  const read = () => {
    if (subject.died()) return null
    try {
      return processStats(subject.pid(), BUILD_DIR)
    } catch {
      return null // exited between the check and the reading
    }
  }
  const shouldStop = () => Boolean(subject.died()) || Date.now() > deadline

  process.stdout.write(`${subject.name} (${subject.origin}): warm-up ${warmup} requests... `)
  await sendLoad({ host: HOST, port, nextConnection, total: warmup, concurrency, shouldStop })
  await sleep(SETTLE_MS)
  const before = read()
  /** @type {ProcessStats[]} */
  const during = []
  let nextSample = sampleEvery
  console.log(`${requests} requests...`)
  const load = await sendLoad({
    host: HOST,
    port,
    nextConnection,
    total: requests,
    concurrency,
    shouldStop,
    onProgress: (completed) => {
      if (completed < nextSample) return
      nextSample += sampleEvery
      const reading = read()
      if (!reading) return
      during.push(reading)
      console.log(
        `  ${String(completed).padStart(7)} requests: ${reading.descriptors} descriptors (${reading.buildFiles} into build/), RSS ${mb(reading.rssKiB)} MB`,
      )
    },
  })
  await sleep(SETTLE_MS)
  const after = read()
  const died = subject.died()
  const stoppedEarly =
    !load.stoppedEarly || died
      ? null
      : `the load did not finish within the ${timeout} s time limit (${load.completed} of ${requests} requests done)`
  const problems = soakProblems({ before, after, died, errors: load.errors, statuses: load.statuses, stoppedEarly })
  return { subject, load, before, during, after, problems }
}

/** @param {Awaited<ReturnType<typeof soak>>[]} results */
function report(results) {
  const stat = (reading, key) => (reading ? reading[key] : '-')
  const peak = (result, key) => {
    const readings = [result.before, ...result.during, result.after].filter((reading) => reading !== null)
    return readings.length ? Math.max(...readings.map((reading) => reading[key])) : '-'
  }
  const rss = (kib) => (typeof kib === 'number' ? mb(kib) : '-')
  const statuses = (load) =>
    Object.entries(load.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
  const errors = (load) => Object.values(load.errors).reduce((sum, count) => sum + count, 0)
  /** @type {[string, (result: Awaited<ReturnType<typeof soak>>) => string | number][]} */
  const rows = [
    ['requests', (r) => r.load.completed],
    ['seconds', (r) => r.load.seconds.toFixed(1)],
    ['requests/s', (r) => Math.round(r.load.completed / r.load.seconds)],
    ['statuses', (r) => statuses(r.load)],
    ['hung up mid-body (ours)', (r) => r.load.aborted],
    ['malformed, no answer', (r) => r.load.unanswered],
    ['connection errors', (r) => errors(r.load)],
    ['descriptors before', (r) => stat(r.before, 'descriptors')],
    ['descriptors peak', (r) => peak(r, 'descriptors')],
    ['descriptors after', (r) => stat(r.after, 'descriptors')],
    ['  into build/ before', (r) => stat(r.before, 'buildFiles')],
    ['  into build/ peak', (r) => peak(r, 'buildFiles')],
    ['  into build/ after', (r) => stat(r.after, 'buildFiles')],
    ['RSS before (MB)', (r) => rss(r.before?.rssKiB)],
    ['RSS peak (MB)', (r) => rss(peak(r, 'rssKiB'))],
    ['RSS after (MB)', (r) => rss(r.after?.rssKiB)],
    ['verdict', (r) => (r.problems.length ? 'FAIL' : 'pass')],
  ]
  console.log()
  console.log(
    formatTable(
      ['', ...results.map((result) => result.subject.name)],
      rows.map(([label, value]) => [label, ...results.map(value)]),
    ),
  )
  console.log(
    `\nPass: descriptors after ≤ before + ${DESCRIPTOR_GROWTH_LIMIT}, RSS after ≤ before × ${1 + RSS_GROWTH_LIMIT}, no deaths, errors or 5xx.`,
  )
  for (const result of results) {
    if (result.problems.length === 0) continue
    console.log(`${result.subject.name}:\n${result.problems.map((problem) => `  ${problem}`).join('\n')}`)
  }
}

/** @returns {Promise<Subject>} */
async function nodeSubject() {
  const server = await startNodeServer({ echoErrors: false })
  const pid = /** @type {number} */ (server.process.pid)
  return {
    name: 'npm start',
    origin: server.origin,
    pid: () => pid,
    died: () => {
      const exit = server.exit()
      if (!exit) return null
      // The first error line says what happened (EMFILE...); the stack after it rarely helps.
      const lines = server.output().trim().split('\n')
      const firstError = lines.find((line) => /^\w*Error: /.test(line.trim())) ?? lines.find((line) => /error/i.test(line))
      return `${exit}${firstError ? `: ${firstError.trim()}` : ''}; its last output:\n    ${lines.slice(-5).join('\n    ')}`
    },
    stop: () => stopNodeServer(server),
  }
}

/** @returns {Promise<Subject | null>} */
async function nginxSubject() {
  const binary = ensureNginx()
  if (!binary) {
    console.log(`nginx is not installed (run "apt-get install -y nginx ${BROTLI_PACKAGE}" as root to compare with it).`)
    return null
  }
  const nginx = await startNginx(binary, { workerConnections: 4096 })
  const master = /** @type {number} */ (nginx.process.pid)
  const [worker] = childrenOf(master)
  if (!worker) throw new Error('nginx started without a worker process')
  return {
    name: 'nginx, 1 worker',
    origin: nginx.origin,
    pid: () => worker,
    died: () => {
      if (nginx.process.exitCode !== null || nginx.process.signalCode !== null)
        return `nginx exited (${nginx.process.signalCode ?? nginx.process.exitCode})`
      // The master replaces a worker that crashed: a new pid means the old one died.
      const workers = childrenOf(master)
      return workers.includes(worker) ? null : `its worker ${worker} died (now ${workers.join(', ') || 'none'})`
    },
    stop: () => stopNginx(nginx),
  }
}

async function main() {
  const args = process.argv.slice(2)
  const options = {
    requests: numberOption(args, 'requests', 200_000),
    // V8 sizes its heap to the load over the first tens of thousands of requests (Node's RSS climbs
    // from about 75 to 100 MB, then stays there for 600,000 more), so "before" is read once it has:
    // a leak is growth after that.
    warmup: numberOption(args, 'warmup', 20_000),
    concurrency: numberOption(args, 'concurrency', 64),
    timeout: numberOption(args, 'timeout', 300),
  }
  const sampleEvery = numberOption(args, 'sample-every', Math.max(1000, Math.round(options.requests / 10)))
  const deadline = Date.now() + options.timeout * 1000
  // Whatever happens, the run ends: a hung socket or server cannot keep it going past the limit.
  const watchdog = setTimeout(
    () => {
      console.error(`\nSoak FAILED: still running ${options.timeout + 30} s after the start; giving up.`)
      process.exit(1)
    },
    (options.timeout + 30) * 1000,
  )
  watchdog.unref()
  ensureBuild()
  console.log(
    `Soak: ${options.requests} requests after ${options.warmup} to warm up, ${options.concurrency} connections; ` +
      `half with Connection: close, 5 % hung up on mid-body (${soakPaths().largePath}), time limit ${options.timeout} s.\n`,
  )

  const results = []
  const factories = [nodeSubject, ...(flag(args, 'no-nginx') ? [] : [nginxSubject])]
  for (const start of factories) {
    const subject = await start()
    if (!subject) continue
    try {
      results.push(await soak(subject, { ...options, sampleEvery, deadline }))
    } finally {
      await subject.stop()
    }
  }
  report(results)

  const [ours, ...references] = results
  for (const reference of references) {
    console.log(
      `${reference.subject.name} (reference only) ${reference.problems.length ? 'would fail' : 'would pass'} the same thresholds.`,
    )
  }
  if (!ours || ours.problems.length > 0) {
    console.error('\nSoak FAILED for npm start.')
    process.exitCode = 1
  } else {
    console.log('\nSoak passed for npm start.')
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
