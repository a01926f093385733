// `npm run perf`: Lighthouse 12 with its default config (mobile, simulated throttling) on every route
// of the production build, one after another, served in-process by server/app.mjs. Writes
// reports/lighthouse.md and exits 1 only when a route breaks a gate (lighthouse/gates.mjs: what does
// not follow the host's speed). Performance, LCP and TBT follow it, so they are reported beside each
// run's benchmarkIndex and load average and compared with their targets (lighthouse/targets.mjs),
// never judged; `npm run perf:compare` judges a timing change.
// Each route runs three times and the report takes the median of each score and metric; --sample
// (CI's six routes) runs once each (lighthouse/runs.mjs says why); `--runs N` changes either.
// Usage: npm run perf [-- /about /contactus | -- --sample] [-- --runs N]   (builds first when there is no build)

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { CLIENT_DIR, PROJECT_DIR, builtPages, ensureBuild, resolveRoutes } from './built-pages.mjs'
import { CATEGORIES, CATEGORY_NAMES } from './lighthouse/categories.mjs'
import { formatCls, formatMs, formatSeconds } from './lighthouse/format.mjs'
import { gateBreaches } from './lighthouse/gates.mjs'
import { renderReport } from './lighthouse/report.mjs'
import { runLighthouse } from './lighthouse/run-lighthouse.mjs'
import { medianRun, parseRuns } from './lighthouse/runs.mjs'
import { isNoindexPage, summarize } from './lighthouse/summary.mjs'
import { missedTargets } from './lighthouse/targets.mjs'
import { serveBuild } from './serve-build.mjs'

const REPORT_FILE = join(PROJECT_DIR, 'reports', 'lighthouse.md')
// Lighthouse asks for a rerun on trace errors such as NO_NAVSTART, which say nothing of the page:
// two retries, so a flaky trace does not fail the gates, then the error is reported. (A clean-clone
// CI run met NO_NAVSTART twice in a row on the not-found page, which then passed nine runs of nine.)
const ATTEMPTS_ON_ERROR = 3

/** "HeadlessChrome/156.0.0.0": the browser as Lighthouse recorded it. */
const browserOf = (lhr) => lhr.environment?.hostUserAgent?.match(/\S*Chrome\/[\d.]+/)?.[0] ?? null

/** One run of one route, summed up, with the host's load when it ended beside its benchmarkIndex. */
async function measure(url, page) {
  let result
  for (let attempt = 1; attempt <= ATTEMPTS_ON_ERROR; attempt++) {
    const lhr = await runLighthouse(url, { ignoreStatusCode: page.notFound })
    result = { ...summarize(page.route, lhr, page), loadAverage: loadavg()[0], browser: browserOf(lhr) }
    if (!result.runtimeError) break
    if (attempt < ATTEMPTS_ON_ERROR) process.stdout.write(`${result.runtimeError.split(':')[0]}, retrying ... `)
  }
  return result
}

async function main() {
  ensureBuild()
  const pages = builtPages(CLIENT_DIR)
  const { runs: runsPerRoute, rest } = parseRuns(process.argv.slice(2))
  const routes = resolveRoutes(rest, [...pages.keys()])

  const server = await serveBuild({ projectDir: PROJECT_DIR })
  const { origin } = server

  const results = []
  try {
    for (const [index, route] of routes.entries()) {
      const notFound = !pages.has(route)
      const noindex = !notFound && isNoindexPage(readFileSync(join(CLIENT_DIR, pages.get(route)), 'utf8'))
      process.stdout.write(`[${index + 1}/${routes.length}] ${route} ... `)
      const started = Date.now()
      try {
        const runs = []
        while (runs.length < runsPerRoute) runs.push(await measure(`${origin}${route}`, { route, notFound, noindex }))
        const result = medianRun(runs)
        results.push(result)
        const breaches = gateBreaches(result)
        const missed = missedTargets(result)
        console.log(
          `${((Date.now() - started) / 1000).toFixed(0)} s · median of ${runs.length} · ` +
            `${CATEGORIES.map((id) => `${CATEGORY_NAMES[id]} ${result.scores[id] ?? 'n/a'}`).join(', ')} · ` +
            `LCP ${formatSeconds(result.lcpSeconds)}, TBT ${formatMs(result.tbtMs)}, CLS ${formatCls(result.cls)} · ` +
            `benchmarkIndex ${runs.map((run) => Math.round(run.benchmarkIndex ?? NaN)).join(', ')}` +
            (breaches.length ? ` · ${breaches.length} gate breach(es)` : '') +
            (missed.length ? ` · for information: ${missed.join('; ')}` : ''),
        )
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        results.push({ route, notFound, noindex, error: message })
        console.log(`error: ${message}`)
      }
    }
  } finally {
    server.close()
  }

  const chromeVersion = results.flatMap((result) => result.runs ?? []).find((run) => run.browser)?.browser ?? 'Chromium'
  const report = renderReport(results, { date: new Date().toISOString(), chromeVersion, runsPerRoute })
  mkdirSync(dirname(REPORT_FILE), { recursive: true })
  writeFileSync(REPORT_FILE, report)
  console.log(`\n${report}`)
  console.log('Written to reports/lighthouse.md')

  const breaches = results.flatMap(gateBreaches)
  if (breaches.length > 0) {
    console.error(`\nLighthouse gate broken (${breaches.length}):\n${breaches.map((breach) => `  ${breach}`).join('\n')}`)
    process.exitCode = 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
