// `npm run load`: autocannon against `npm start` (node server/start.mjs, a child process on a free
// loopback port): 100 connections for 20 s each on the home page, the largest JavaScript asset and an
// unknown path. Prints requests per second, latency percentiles, errors and status codes; exits 1 on any
// error or timeout, or a status other than 2xx (home, asset) or 404 (unknown path).
// Usage: npm run load [-- --duration 5] [-- --connections 50]   (builds first when there is no build)

import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { CLIENT_DIR, ensureBuild } from './size.mjs'

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const HOST = '127.0.0.1'
// What a browser sends; the server answers with its precompressed .br files.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' }

function option(args, name, fallback) {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return fallback
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1]
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive whole number, got ${raw}`)
  return value
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, HOST, () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}

function largestScript() {
  const assets = join(CLIENT_DIR, 'assets')
  const [name] = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)
  if (!name) throw new Error('no .js file in build/client/assets')
  return `/assets/${name}`
}

/** `node server/start.mjs` on `port`; resolves once it says it is serving. */
function startServer(port) {
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: PROJECT_DIR,
    env: { ...process.env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const ready = new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start within 60 s:\n${output}`)), 60_000)
    const onData = (chunk) => {
      output += chunk
      if (output.includes('Serving build/client')) {
        clearTimeout(timer)
        done()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => {
      output += chunk
      process.stderr.write(chunk)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      fail(new Error(`server exited (${signal ?? code}) before serving:\n${output}`))
    })
  })
  return { child, ready }
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    child.kill('SIGTERM')
  })
}

function statusCounts(result) {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))
}

/** What is wrong with one target's run: errors, timeouts, or status codes other than the expected ones. */
function problemsOf(target, result) {
  const problems = []
  if (result.errors > 0) problems.push(`${result.errors} errors`)
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`)
  if (result.requests.total === 0) problems.push('no completed requests')
  const unexpected = Object.entries(statusCounts(result)).filter(([code]) => !target.expect(Number(code)))
  for (const [code, count] of unexpected) problems.push(`${count} × status ${code} (expected ${target.expected})`)
  return problems
}

function pad(text, width, right = false) {
  const value = String(text)
  return right ? value.padStart(width) : value.padEnd(width)
}

async function main() {
  const args = process.argv.slice(2)
  const duration = option(args, 'duration', 20)
  const connections = option(args, 'connections', 100)
  ensureBuild()

  const asset = largestScript()
  const targets = [
    { name: 'home page', path: '/', expected: '2xx', expect: (code) => code >= 200 && code < 300 },
    { name: 'largest JS asset', path: asset, expected: '2xx', expect: (code) => code >= 200 && code < 300 },
    { name: 'unknown path', path: '/no-such-page', expected: '404', expect: (code) => code === 404 },
  ]

  const port = await freePort()
  const origin = `http://${HOST}:${port}`
  const { child, ready } = startServer(port)
  const results = []
  try {
    await ready
    console.log(`npm start (node server/start.mjs) on ${origin}: ${connections} connections, ${duration} s per target, Accept-Encoding: ${HEADERS['accept-encoding']}\n`)
    for (const target of targets) {
      process.stdout.write(`${target.name} ${target.path} ... `)
      const result = await autocannon({ url: origin + target.path, connections, duration, headers: HEADERS })
      results.push({ target, result, problems: problemsOf(target, result) })
      console.log(`${Math.round(result.requests.average)} req/s`)
    }
  } finally {
    await stopServer(child)
  }

  const header = ['Target', 'Path', 'Req/s (avg)', 'Requests', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'kB/s', 'Errors', 'Timeouts', '2xx', '3xx', '4xx', '5xx', 'Status codes', 'Check']
  const rows = results.map(({ target, result, problems }) => [
    target.name,
    target.path,
    Math.round(result.requests.average),
    result.requests.total,
    result.latency.p50,
    result.latency.p90,
    result.latency.p99,
    result.latency.max,
    Math.round(result.throughput.average / 1000),
    result.errors,
    result.timeouts,
    result['2xx'],
    result['3xx'],
    result['4xx'],
    result['5xx'],
    Object.entries(statusCounts(result))
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
    problems.length ? 'FAIL' : 'ok',
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)))
  const numeric = (i) => i >= 2 && i <= 14
  console.log()
  console.log(header.map((title, i) => pad(title, widths[i], numeric(i))).join('  '))
  for (const row of rows) console.log(row.map((cell, i) => pad(cell, widths[i], numeric(i))).join('  '))

  const problems = results.flatMap(({ target, problems }) => problems.map((problem) => `${target.name} ${target.path}: ${problem}`))
  if (problems.length > 0) {
    console.error(`\nLoad test failed:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('\nNo errors or timeouts; status codes as expected (2xx for the page and the asset, 404 for the unknown path).')
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
