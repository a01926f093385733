// `npm run perf`: Lighthouse 12 (its default config: mobile, simulated throttling) on every route of the
// production build, one after another, served in-process by server/app.mjs. Writes reports/lighthouse.md
// and exits 1 when a route breaks a budget.
// Each route runs three times (Lighthouse's advice for simulated throttling, whose numbers vary from
// run to run) and the budgets apply to the median of each score and metric; `--runs N` changes that.
// A route whose median breaks only TBT or LCP, the two metrics that follow the host's CPU speed, runs
// up to twice more and is judged on the median of all its runs (wantsMoreRuns).
// Usage: npm run perf [-- /about /contactus | -- --sample] [-- --runs N]   (builds first when there is no build)

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { createRequestHandler } from '../../server/app.mjs'
import { waitForIdleCpu } from './idle-cpu.mjs'
import { CLIENT_DIR, builtPages, ensureBuild, parseAttributes, resolveRoutes } from './size.mjs'

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const REPORT_FILE = join(PROJECT_DIR, 'reports', 'lighthouse.md')
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CATEGORY_NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' }

const BUDGETS = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpSeconds: 1.5,
  tbtMs: 50,
  cls: 0.01,
}
const BUDGET_LINE =
  `Budgets per route: Performance ≥ ${BUDGETS.scores.performance}, Accessibility, Best Practices and SEO = 100, ` +
  `LCP ≤ ${BUDGETS.lcpSeconds} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}`

// The not-found route must answer 404 and carries `noindex`. Lighthouse stops on a 404 document unless
// told otherwise (ignoreStatusCode), and on any correct not-found page these audits fail: the two SEO
// ones always, and `errors-in-console` for Chrome's "Failed to load resource: ... 404" about the document
// itself (only exempted when that is its only error). For that route only, the budget is checked on the
// score without them; the table shows both.
const EXPECTED_ON_NOT_FOUND = { seo: ['http-status-code', 'is-crawlable'], 'best-practices': ['errors-in-console'] }
// A page that asks not to be indexed (`/pagenotfound`, the not-found page at its own address, answers
// 200 with `noindex`) fails `is-crawlable` by design; its budget is checked without that audit.
const EXPECTED_ON_NOINDEX = { seo: ['is-crawlable'] }
const RUNS_PER_ROUTE_ON_ERROR = 2
const DEFAULT_RUNS = 3
const EXTRA_RUNS_ON_TIMING_BREACH = 2

/** `--runs N` out of the arguments; the rest are routes for resolveRoutes. */
export function parseRuns(args) {
  const index = args.indexOf('--runs')
  if (index === -1) return { runs: DEFAULT_RUNS, rest: args }
  const runs = Number(args[index + 1])
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of at least 1, got ${args[index + 1]}`)
  return { runs, rest: [...args.slice(0, index), ...args.slice(index + 2)] }
}

function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}

/**
 * A route's result over several runs, as Lighthouse CI's "median" aggregation does: each score and
 * metric is the median of its values; the details (LCP element, audits, warnings) come from the run
 * whose Performance score is the median one. A run that failed counts only when every run failed.
 */
export function medianRun(runs) {
  const good = runs.filter((run) => !run.error && !run.runtimeError)
  if (good.length === 0) return runs[0]
  const byScore = [...good].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  const representative = byScore[Math.floor((byScore.length - 1) / 2)]
  const medianOf = (pick) => median(good.map(pick))
  const scoresOf = (key) => Object.fromEntries(Object.keys(representative[key]).map((id) => [id, medianOf((run) => run[key][id])]))
  return {
    ...representative,
    scores: scoresOf('scores'),
    budgetScores: scoresOf('budgetScores'),
    lcpSeconds: medianOf((run) => run.lcpSeconds),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    bytes: medianOf((run) => run.bytes),
  }
}

/**
 * Whether a route's median so far calls for more runs: it breaks a timing budget (TBT or LCP), and
 * nothing else. Those two scale with the CPU time observed on the host, which on a shared machine
 * changes from one run to the next (Lighthouse's benchmarkIndex moved from about 950 to 2500 here
 * within an hour); a score, an audit or a layout shift does not. The route then gets up to
 * EXTRA_RUNS_ON_TIMING_BREACH more runs and the verdict is the median of all of them.
 */
export function wantsMoreRuns(result, runCount, runsPerRoute) {
  if (runCount >= runsPerRoute + EXTRA_RUNS_ON_TIMING_BREACH || result.error || result.runtimeError) return false
  const timingBreaches = [result.tbtMs > BUDGETS.tbtMs, result.lcpSeconds > BUDGETS.lcpSeconds].filter(Boolean).length
  return timingBreaches > 0 && budgetBreaches(result).length === timingBreaches
}

/** The audits of EXPECTED_ON_NOT_FOUND that fail only because the document is a 404. */
function expectedNotFoundFailures(lhr, categoryId) {
  const documentUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl
  return (EXPECTED_ON_NOT_FOUND[categoryId] ?? []).filter((id) => {
    if (id !== 'errors-in-console') return true
    const items = lhr.audits[id]?.details?.items ?? []
    return items.every((item) => item.source === 'network' && item.sourceLocation?.url === documentUrl && /status of 404/.test(item.description ?? ''))
  })
}

/** Lighthouse's category score (0-100) with some audits left out, computed as Lighthouse does. */
function scoreWithout(lhr, categoryId, excluded) {
  let weighted = 0
  let totalWeight = 0
  for (const ref of lhr.categories[categoryId].auditRefs) {
    const audit = lhr.audits[ref.id]
    if (excluded.includes(ref.id) || ref.weight === 0) continue
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue
    weighted += ref.weight * (audit.score ?? 0)
    totalWeight += ref.weight
  }
  return totalWeight === 0 ? 100 : Math.round((weighted / totalWeight) * 100)
}

/** Audits that cost a category points: [{ category, id, title, score, detail }]. */
function failingAudits(lhr) {
  const failing = []
  for (const categoryId of CATEGORIES) {
    if (categoryId === 'performance') continue // its metrics are in the table
    for (const ref of lhr.categories[categoryId].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue
      const items = audit.details?.items ?? []
      const sample = items
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.description ?? item.source?.url ?? item.url ?? item.label ?? '')
        .filter(Boolean)
        .map((text) => String(text).replace(/\s+/g, ' ').slice(0, 160))
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        detail: [audit.explanation, audit.displayValue, ...sample].filter(Boolean).join(' · '),
      })
    }
  }
  return failing
}

/** A built page that carries `<meta name="robots" content="noindex">`. */
export function isNoindexPage(html) {
  return [...html.matchAll(/<meta\b([^>]*)>/gi)].some((match) => {
    const attributes = parseAttributes(match[1])
    return attributes.name?.toLowerCase() === 'robots' && /\bnoindex\b/i.test(attributes.content ?? '')
  })
}

export function summarize(route, lhr, { notFound = false, noindex = false } = {}) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id)]))
  const budgetScores = { ...scores }
  const exempted = []
  const expected = notFound ? EXPECTED_ON_NOT_FOUND : noindex ? EXPECTED_ON_NOINDEX : {}
  for (const categoryId of Object.keys(expected)) {
    const excluded = notFound ? expectedNotFoundFailures(lhr, categoryId) : expected[categoryId]
    if (scores[categoryId] !== null) budgetScores[categoryId] = scoreWithout(lhr, categoryId, excluded)
    exempted.push(...excluded)
  }
  const lcp = numeric('largest-contentful-paint')
  return {
    route,
    notFound,
    noindex,
    scores,
    budgetScores,
    exempted,
    lcpSeconds: lcp === null ? null : lcp / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    failing: failingAudits(lhr),
    details: performanceDetails(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    loadAverage: loadavg()[0],
  }
}

/** One line on where the time goes: LCP phases, main-thread work, the costliest scripts, unused JavaScript. */
function performanceDetails(lhr) {
  const audits = lhr.audits
  const parts = []
  const phases = audits['largest-contentful-paint-element']?.details?.items?.find((item) => item.headings?.some((h) => h.key === 'phase'))?.items
  if (phases) parts.push(`LCP phases ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')}`)
  const mainThread = audits['mainthread-work-breakdown']?.numericValue
  if (mainThread != null) parts.push(`main-thread work ${(mainThread / 1000).toFixed(1)} s`)
  const bootup = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${shortUrl(item.url)} ${Math.round(item.total)} ms`)
  if (bootup.length) parts.push(`JS execution: ${bootup.join(', ')}`)
  const longTasks = audits['long-tasks']?.details?.items?.length
  if (longTasks) parts.push(`${longTasks} long tasks`)
  const unused = audits['unused-javascript']?.details?.overallSavingsBytes
  if (unused) parts.push(`unused JS ${(unused / 1000).toFixed(1)} kB`)
  const blocking = (audits['render-blocking-resources']?.details?.items ?? []).map((item) => shortUrl(item.url))
  if (blocking.length) parts.push(`render-blocking: ${blocking.join(', ')}`)
  return parts.join(' · ')
}

function shortUrl(url) {
  try {
    const { pathname } = new URL(url)
    return pathname === '/' ? 'document' : pathname.split('/').at(-1) || pathname
  } catch {
    return url
  }
}

function budgetBreaches(result) {
  if (result.error) return [`${result.route}: Lighthouse failed: ${result.error}`]
  const breaches = []
  if (result.runtimeError) breaches.push(`${result.route}: ${result.runtimeError}`)
  for (const id of CATEGORIES) {
    const value = result.budgetScores[id]
    if (value === null || value < BUDGETS.scores[id]) {
      const adjusted = value !== result.scores[id] ? ` (${value} without the audits a 404 page fails)` : ''
      breaches.push(`${result.route}: ${CATEGORY_NAMES[id]} ${result.scores[id] ?? 'n/a'}${adjusted} < ${BUDGETS.scores[id]}`)
    }
  }
  if (result.lcpSeconds === null || result.lcpSeconds > BUDGETS.lcpSeconds) {
    breaches.push(`${result.route}: LCP ${formatSeconds(result.lcpSeconds)} > ${BUDGETS.lcpSeconds} s${result.lcpElement ? ` (element: ${result.lcpElement})` : ''}`)
  }
  if (result.tbtMs === null || result.tbtMs > BUDGETS.tbtMs) breaches.push(`${result.route}: TBT ${formatMs(result.tbtMs)} > ${BUDGETS.tbtMs} ms`)
  if (result.cls === null || result.cls > BUDGETS.cls) breaches.push(`${result.route}: CLS ${formatCls(result.cls)} > ${BUDGETS.cls}`)
  return breaches
}

const formatSeconds = (value) => (value === null ? 'n/a' : `${value.toFixed(2)} s`)
const formatMs = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`)
const formatCls = (value) => (value === null ? 'n/a' : value.toFixed(3))
const formatBytes = (value) => (value === null ? 'n/a' : `${(value / 1000).toFixed(1)} kB`)

function renderReport(results, { date, chromeVersion }) {
  const scoreCell = (result, id) => {
    const value = result.scores[id]
    if (value === null) return 'n/a'
    const budgetValue = result.budgetScores[id]
    return budgetValue !== value ? `${value} (${budgetValue}¹)` : String(value)
  }
  const rows = results.map((result) => {
    const label = result.notFound ? `${result.route} (404)` : result.route
    if (result.error) return [label, 'error', '', '', '', '', '', '', '', 'FAIL']
    const breaches = budgetBreaches(result).length
    return [
      label,
      ...CATEGORIES.map((id) => scoreCell(result, id)),
      formatSeconds(result.lcpSeconds),
      formatMs(result.tbtMs),
      formatCls(result.cls),
      formatBytes(result.bytes),
      breaches ? `FAIL (${breaches})` : 'ok',
    ]
  })
  const table = [
    '| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | Bytes | Budget |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')
  const breaches = results.flatMap(budgetBreaches)
  const failing = results.flatMap((result) =>
    (result.failing ?? []).map(
      (audit) =>
        `- ${result.route}: ${CATEGORY_NAMES[audit.category]} · \`${audit.id}\` (${audit.title})${audit.detail ? `: ${audit.detail}` : ''}` +
        (result.exempted?.includes(audit.id) ? ' — expected on a 404 page, not counted against the budget' : ''),
    ),
  )
  const details = results.filter((result) => result.details).map((result) => `- ${result.route}: ${result.details}`)
  const benchmarks = results.map((result) => result.benchmarkIndex).filter((value) => value != null)
  const loads = results.map((result) => result.loadAverage).filter((value) => value != null)
  const machine =
    `Host: ${availableParallelism()} CPUs, 1-min load average ${loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'n/a'} during the runs, ` +
    `Lighthouse benchmarkIndex ${benchmarks.length ? `${Math.min(...benchmarks)}–${Math.max(...benchmarks)}` : 'n/a'}. ` +
    'Simulated throttling scales the CPU time observed on this host, so TBT and LCP rise when the machine is busy.'
  const warnings = results.flatMap((result) => (result.warnings ?? []).map((warning) => `- ${result.route}: ${String(warning).replace(/\s+/g, ' ')}`))
  const notes = results.some((result) => result.notFound || result.noindex)
    ? [
        '',
        `¹ Not-found route (answered with status 404, page marked noindex): Lighthouse runs with ignoreStatusCode; the budget is checked on the ` +
          `score without the audits every correct not-found page fails (SEO: \`http-status-code\`, \`is-crawlable\`; Best Practices: ` +
          `\`errors-in-console\` when its only entry is the document's own 404). A page marked noindex on purpose (\`/pagenotfound\`) is ` +
          `checked without \`is-crawlable\`. The first number is Lighthouse's own score.`,
      ]
    : []
  return [
    '# Lighthouse',
    '',
    `${date} · Lighthouse ${lighthouseVersion()} · ${chromeVersion} · default config: mobile, simulated throttling · production server (server/app.mjs over build/client) on 127.0.0.1`,
    '',
    BUDGET_LINE,
    '',
    `${runCountLine(results)}; the table shows the median of each score and metric. ` +
      `LCP of every run: ${results.filter((result) => result.lcpRange).map((result) => `${result.route} ${result.lcpRange.map(formatSeconds).join(', ')}`).join('; ')}.`,
    '',
    machine,
    '',
    table,
    ...notes,
    '',
    '## Budget breaches',
    '',
    breaches.length ? breaches.map((breach) => `- ${breach}`).join('\n') : 'None.',
    '',
    '## Audits below full score (accessibility, best practices, SEO)',
    '',
    failing.length ? failing.join('\n') : 'None.',
    '',
    '## Performance details',
    '',
    details.length ? details.join('\n') : 'None.',
    ...(warnings.length ? ['', '## Lighthouse warnings', '', warnings.join('\n')] : []),
    '',
  ].join('\n')
}

/** "Each route ran 3 times" or, when some ran more (wantsMoreRuns), which ones. */
function runCountLine(results) {
  const counts = results.filter((result) => result.runs).map((result) => result.runs)
  const fewest = counts.length ? Math.min(...counts) : 1
  const more = results.filter((result) => result.runs > fewest).map((result) => `${result.route} ${result.runs}`)
  return `Each route ran ${fewest} time(s)` + (more.length ? ` (more, after a timing budget broken on the median: ${more.join(', ')})` : '')
}

function lighthouseVersion() {
  const manifest = JSON.parse(readFileSync(join(PROJECT_DIR, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
  return manifest.version
}

/** One Lighthouse run in a fresh Chromium (Lighthouse's advice: no state shared between runs). */
async function runLighthouse(url, { ignoreStatusCode }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    let browser = null
    try {
      browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser ?? null
    } catch {
      // the version is only informative
    }
    const runnerResult = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode,
    })
    if (!runnerResult) throw new Error('Lighthouse returned no result')
    return { lhr: runnerResult.lhr, browser }
  } finally {
    await chrome.kill()
  }
}

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
      if (quiet.waitedMs > 2000) process.stdout.write(`waited ${(quiet.waitedMs / 1000).toFixed(0)} s for idle CPUs (${Math.round(quiet.idle * 100)} %) ... `)
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
        const result = { ...medianRun(runs), runs: runs.length, lcpRange: runs.map((run) => run.lcpSeconds) }
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
    console.error(error instanceof Error ? error.stack ?? error.message : error)
    process.exit(1)
  })
}
