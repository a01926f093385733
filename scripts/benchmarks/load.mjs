// `npm run load`: requests per second and p99 latency of `npm start` (node server/start.mjs) side by
// side with nginx (deploy/nginx.conf, one worker) on the same build, in one run: the home page (with a
// browser's Accept-Encoding), the largest hashed script and an unknown URL (404). The target is at
// least 40 % of nginx's requests per second on the home page and the script, with no errors; the
// ratio is a timing on a shared host, so it is reported against the target and never fails the run.
//
// Load comes from wrk (Debian's, installed as root when missing) with one thread, so each server
// gets a core of the two. The servers take turns per URL in short runs (node,
// nginx, nginx, node...): this machine's speed moves by 2x within a minute, and short alternating runs
// let that noise hit both alike. Each figure is the mean of its runs (p99: the worst). About 110 s.
//
// Exits 1 on errors only.
// Usage: npm run load [-- --duration 4] [-- --connections 50] [-- --rounds 4] [-- --no-nginx]

import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { flag, numberOption } from './cli-options.mjs'
import { TARGET_RATIO, combineRuns, errorCount, loadVerdict, ratioOf } from './load-results.mjs'
import { BROTLI_PACKAGE, ensureNginx, startNginx, stopNginx } from '../dev-tools/nginx-server.mjs'
import { startNodeServer, stopNodeServer } from './node-server.mjs'
import { CLIENT_DIR, UNKNOWN_PATH, ensureBuild } from './built-pages.mjs'
import { formatTable } from './text-table.mjs'
import { ensureWrk, runWrk } from './wrk.mjs'

// What a browser sends; both servers answer with the precompressed .br files.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' }
/** nginx's default 64 would refuse part of the load; this is far more than it needs. */
const NGINX_WORKER_CONNECTIONS = 1024
const WARM_UP_SECONDS = 2

function largestScript() {
  const assets = join(CLIENT_DIR, 'assets')
  const [name] = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)
  if (!name) throw new Error('no .js file in build/client/assets')
  return `/assets/${name}`
}

/**
 * What each server sends for a URL before the load, so a difference in what they serve (say, gzip
 * for want of nginx's brotli module) is seen next to the figures.
 * @param {string} origin
 * @param {string} path
 */
async function answerOf(origin, path) {
  const response = await fetch(origin + path, { headers: HEADERS, redirect: 'manual' })
  const body = await response.arrayBuffer() // fetch decodes; the size on the wire is Content-Length
  const length = response.headers.get('content-length') ?? `${body.byteLength} decoded`
  return `${response.status} ${response.headers.get('content-encoding') ?? 'identity'} ${length} B`
}

async function main() {
  const args = process.argv.slice(2)
  const seconds = numberOption(args, 'duration', 4)
  const connections = numberOption(args, 'connections', 50)
  const rounds = numberOption(args, 'rounds', 4)
  ensureBuild()

  const wrk = ensureWrk()
  if (!wrk) throw new Error('wrk is missing: run "apt-get install -y wrk" as root, then try again.')
  /**
   * @param {string} url
   * @param {number} [runSeconds]
   */
  const load = (url, runSeconds = seconds) => runWrk(wrk, url, { connections, seconds: runSeconds, headers: HEADERS })

  const targets = [
    { name: 'home page', path: '/', expect: /** @type {const} */ ('2xx'), target: true },
    { name: 'hashed asset', path: largestScript(), expect: /** @type {const} */ ('2xx'), target: true },
    { name: 'unknown URL', path: UNKNOWN_PATH, expect: /** @type {const} */ ('404'), target: false },
  ]

  const node = await startNodeServer()
  /** @type {import('../dev-tools/nginx-server.mjs').Nginx | null} */
  let nginx = null
  try {
    const binary = flag(args, 'no-nginx') ? null : ensureNginx()
    if (binary) nginx = await startNginx(binary, { workerConnections: NGINX_WORKER_CONNECTIONS })
    else if (!flag(args, 'no-nginx'))
      console.log(`nginx is missing: run "apt-get install -y nginx ${BROTLI_PACKAGE}" as root to compare with it.`)
    const servers = [{ name: 'npm start', origin: node.origin }, ...(nginx ? [{ name: 'nginx', origin: nginx.origin }] : [])]

    console.log(
      `wrk -t1, ${connections} connections, ${seconds} s per run, ${rounds} runs per server and URL, Accept-Encoding: ${HEADERS['accept-encoding']}`,
    )
    for (const target of targets) {
      const answers = await Promise.all(servers.map(async (server) => `${server.name} ${await answerOf(server.origin, target.path)}`))
      console.log(`  ${target.name} ${target.path}: ${answers.join('; ')}`)
    }
    // A short first run each, so neither server is measured cold (JIT, file caches).
    for (const server of servers) await load(server.origin + targets[0].path, WARM_UP_SECONDS)

    const rows = []
    for (const target of targets) {
      /** @type {Record<string, import('./wrk.mjs').LoadRun[]>} */
      const runs = Object.fromEntries(servers.map((server) => [server.name, []]))
      for (let round = 0; round < rounds; round++) {
        // node, nginx, then nginx, node: drift in the host's speed hits both servers alike.
        const order = round % 2 === 0 ? servers : [...servers].reverse()
        for (const server of order) {
          const result = await load(server.origin + target.path)
          runs[server.name].push(result)
          console.log(`  ${target.name}, ${server.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms.toFixed(1)} ms`)
        }
      }
      rows.push({ ...target, node: combineRuns(runs['npm start']), nginx: nginx ? combineRuns(runs.nginx) : null })
    }

    const rps = (summary) => (summary ? Math.round(summary.requestsPerSecond) : '-')
    const p99 = (summary) => (summary ? summary.p99Ms.toFixed(1) : '-')
    const errors = (summary, expect) => (summary ? errorCount(summary, expect) : '-')
    const header = ['URL', 'node req/s', 'nginx req/s', 'ratio', 'node p99 ms', 'nginx p99 ms', 'node errors', 'nginx errors']
    const table = rows.map((row) => {
      const ratio = ratioOf(row)
      return [
        `${row.name} ${row.path}`,
        rps(row.node),
        rps(row.nginx),
        ratio === null ? '-' : `${Math.round(ratio * 100)} %`,
        p99(row.node),
        p99(row.nginx),
        errors(row.node, row.expect),
        errors(row.nginx, row.expect),
      ]
    })
    console.log(`\n${formatTable(header, table)}\n`)

    const verdict = loadVerdict(rows)
    for (const problem of verdict.problems) console.error(`Error: ${problem}`)
    if (!verdict.targetChecked) {
      console.log(
        `Target (≥ ${TARGET_RATIO * 100} % of nginx's requests per second on the home page and the asset): not checked, no nginx.`,
      )
    } else if (verdict.missed.length > 0) {
      console.log(
        `Target missed (≥ ${TARGET_RATIO * 100} % of nginx's requests per second; reported, not judged: compare runs side by side):\n` +
          verdict.missed.map((line) => `  ${line}`).join('\n'),
      )
    } else {
      console.log(`Target met: at least ${TARGET_RATIO * 100} % of nginx's requests per second on the home page and the asset.`)
    }
    if (verdict.problems.length > 0) process.exitCode = 1
  } finally {
    await stopNodeServer(node)
    if (nginx) await stopNginx(nginx)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
