// `npm run perf`: Lighthouse 12 (its default config: mobile, simulated throttling, with the CPU slowdown
// calibrated per run to the host's speed: lighthouse/cpu-calibration.mjs) on every route of the
// production build, one after another, served in-process by server/app.mjs. Writes reports/lighthouse.md
// and exits 1 when a route breaks a budget.
// Each route runs three times (Lighthouse's advice for simulated throttling, whose numbers vary from
// run to run) and the budgets apply to the median of each score and metric; `--runs N` changes that.
// A route whose median breaks only TBT or LCP, the two metrics that follow the host's CPU speed, runs
// up to twice more and is judged on the median of all its runs (wantsMoreRuns).
// Usage: npm run perf [-- /about /contactus | -- --sample] [-- --runs N]   (builds first when there is no build)

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { createRequestHandler } from '../../server/app.mjs'
import { CLIENT_DIR, PROJECT_DIR, builtPages, ensureBuild, resolveRoutes } from './built-pages.mjs'
import { waitForIdleCpu } from './idle-cpu.mjs'
import { budgetBreaches } from './lighthouse/budgets.mjs'
import { CATEGORIES, CATEGORY_NAMES } from './lighthouse/categories.mjs'
import { formatCls, formatMs, formatSeconds } from './lighthouse/format.mjs'
import { renderReport } from './lighthouse/report.mjs'
import { runLighthouse } from './lighthouse/run-lighthouse.mjs'
import { medianRun, parseRuns, wantsMoreRuns } from './lighthouse/runs.mjs'
import { isNoindexPage, summarize } from './lighthouse/summary.mjs'

const REPORT_FILE = join(PROJECT_DIR, 'reports', 'lighthouse.md')
const RUNS_PER_ROUTE_ON_ERROR = 2

async function main() {
  ensureBuild()
  const pages = builtPages(CLIENT_DIR)
  const { runs: runsPerRoute, rest } = parseRuns(process.argv.slice(2))
  const routes = resolveRoutes(rest, [...pages.keys()])

  const server = createServer(createRequestHandler({ root: CLIENT_DIR }))
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${server.address().port}`

  const results = []
  let chromeVersion = 'Chromium'
  try {
    for (const [index, route] of routes.entries()) {
      const notFound = !pages.has(route)
      const noindex = !notFound && isNoindexPage(readFileSync(join(CLIENT_DIR, pages.get(route)), 'utf8'))
      process.stdout.write(`[${index + 1}/${routes.length}] ${route} ... `)
      const quiet = await waitForIdleCpu()
      if (quiet.waitedMs > 2000)
        process.stdout.write(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for idle CPUs (${Math.round(quiet.idle * 100)} %) ... `)
      const started = Date.now()
      try {
        const runs = []
        const enough = () => runs.length >= runsPerRoute && !wantsMoreRuns(medianRun(runs), runs.length, runsPerRoute)
        while (!enough()) {
          if (runs.length === runsPerRoute) process.stdout.write('timing budget broken on the median, 1 more run ... ')
          else if (runs.length > runsPerRoute) process.stdout.write('1 more run ... ')
          let result
          for (let attempt = 1; attempt <= RUNS_PER_ROUTE_ON_ERROR; attempt++) {
            const { lhr, browser } = await runLighthouse(`${origin}${route}`, { ignoreStatusCode: notFound })
            chromeVersion = browser ?? chromeVersion
            result = summarize(route, lhr, { notFound, noindex })
            // Lighthouse asks for a rerun on trace errors such as NO_NAVSTART; one retry, then report it.
            if (!result.runtimeError) break
            if (attempt < RUNS_PER_ROUTE_ON_ERROR) process.stdout.write(`${result.runtimeError.split(':')[0]}, retrying ... `)
          }
          runs.push(result)
        }
        const result = {
          ...medianRun(runs),
          runs: runs.length,
          lcpRange: runs.map((run) => run.lcpSeconds),
          hostRange: runs.map(({ benchmarkIndex, cpuSlowdown, tbtMs }) => ({ benchmarkIndex, cpuSlowdown, tbtMs })),
        }
        results.push(result)
        const breaches = budgetBreaches(result)
        console.log(
          `${((Date.now() - started) / 1000).toFixed(0)} s · median of ${result.runs} · ` +
            `${CATEGORIES.map((id) => `${CATEGORY_NAMES[id]} ${result.scores[id] ?? 'n/a'}`).join(', ')} · ` +
            `LCP ${formatSeconds(result.lcpSeconds)}, TBT ${formatMs(result.tbtMs)}, CLS ${formatCls(result.cls)}` +
            (breaches.length ? ` · ${breaches.length} budget breach(es)` : ''),
        )
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        results.push({ route, notFound, noindex, error: message })
        console.log(`error: ${message}`)
      }
    }
  } finally {
    server.close()
    server.closeAllConnections?.()
  }

  const report = renderReport(results, { date: new Date().toISOString(), chromeVersion })
  mkdirSync(dirname(REPORT_FILE), { recursive: true })
  writeFileSync(REPORT_FILE, report)
  console.log(`\n${report}`)
  console.log('Written to reports/lighthouse.md')

  const breaches = results.flatMap(budgetBreaches)
  if (breaches.length > 0) {
    console.error(`\nLighthouse budget broken (${breaches.length}):\n${breaches.map((breach) => `  ${breach}`).join('\n')}`)
    process.exitCode = 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
