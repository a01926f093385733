// reports/lighthouse.md: the gates (which fail the run) apart from the timings (which are reported
// beside the host's speed), then failing audits, where the time goes and Lighthouse's warnings.

import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

import { PROJECT_DIR } from '../built-pages.mjs'
import { CATEGORY_NAMES } from './categories.mjs'
import { formatBytes, formatCls, formatMs, formatSeconds } from './format.mjs'
import { GATES, GATE_LINE, gateBreaches } from './gates.mjs'
import { TARGET_LINE, missedTargets } from './targets.mjs'

/** A Markdown table, the first column left-aligned and the others right. */
const table = (header, rows) =>
  [header, header.map((_, i) => (i === 0 ? '---' : '---:')), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
const label = (result) => (result.notFound ? `${result.route} (404)` : result.route)
// Lighthouse's own line for a host "slower than Lighthouse expects" (core/gather/driver/environment.js);
// it warns only in its command-line tool, so the report marks such runs itself.
const SLOW_HOST_INDEX = 1000
const formatIndex = (value) => (value == null ? 'n/a' : `${Math.round(value)}${value <= SLOW_HOST_INDEX ? ' (slow host)' : ''}`)
const formatLoad = (value) => (value == null ? 'n/a' : value.toFixed(1))
const perRun = (result, format) => (result.runs ?? []).map(format).join(', ') || 'n/a'

/** A score, and the score the gate checked when the not-found exemptions changed it: "69 (100¹)". */
function scoreCell(result, id) {
  const value = result.scores[id]
  if (value === null) return 'n/a'
  return result.gateScores[id] !== value ? `${value} (${result.gateScores[id]}¹)` : String(value)
}

function gateTable(results) {
  const rows = results.map((result) => {
    if (result.error) return [label(result), '', '', '', '', 'FAIL (Lighthouse error)']
    const breaches = gateBreaches(result).length
    return [
      label(result),
      ...Object.keys(GATES.scores).map((id) => scoreCell(result, id)),
      formatCls(result.cls),
      breaches ? `FAIL (${breaches})` : 'pass',
    ]
  })
  return table(['Route', ...Object.keys(GATES.scores).map((id) => CATEGORY_NAMES[id]), 'CLS', 'Gates'], rows)
}

function timingTable(results) {
  const rows = results.map((result) => {
    if (result.error) return [label(result), 'error', '', '', '', '', '', '']
    const missed = missedTargets(result)
    return [
      label(result),
      result.scores.performance ?? 'n/a',
      formatSeconds(result.lcpSeconds),
      formatMs(result.tbtMs),
      missed.length ? missed.join('; ') : 'on target',
      perRun(result, (run) => formatIndex(run.benchmarkIndex)),
      perRun(result, (run) => formatLoad(run.loadAverage)),
      formatBytes(result.bytes),
    ]
  })
  return table(['Route', 'Performance', 'LCP', 'TBT', 'Against the targets', 'benchmarkIndex per run', 'Load per run', 'Bytes'], rows)
}

/** Each run's figures beside the host's speed it measured them at; worth a table only when a route ran more than once. */
function runTable(results) {
  const rows = results.flatMap((result) =>
    (result.runs ?? []).map((run, index) => [
      label(result),
      index + 1,
      run.runtimeError ? `error: ${run.runtimeError.split(':')[0]}` : (run.scores.performance ?? 'n/a'),
      formatSeconds(run.lcpSeconds),
      formatMs(run.tbtMs),
      formatIndex(run.benchmarkIndex),
      formatLoad(run.loadAverage),
    ]),
  )
  return table(['Route', 'Run', 'Performance', 'LCP', 'TBT', 'benchmarkIndex', 'Load'], rows)
}

export function renderReport(results, { date, chromeVersion, runsPerRoute }) {
  const breaches = results.flatMap(gateBreaches)
  const failing = results.flatMap((result) =>
    (result.failing ?? []).map(
      (audit) =>
        `- ${result.route}: ${CATEGORY_NAMES[audit.category]} · \`${audit.id}\` (${audit.title})${audit.detail ? `: ${audit.detail}` : ''}` +
        (result.exempted?.includes(audit.id) ? ' — expected on a 404 page, not counted against the gate' : ''),
    ),
  )
  const details = results.filter((result) => result.details).map((result) => `- ${result.route}: ${result.details}`)
  const warnings = results.flatMap((result) =>
    (result.warnings ?? []).map((warning) => `- ${result.route}: ${String(warning).replace(/\s+/g, ' ')}`),
  )
  const slowdowns = [...new Set(results.flatMap((result) => (result.runs ?? []).map((run) => run.cpuSlowdown)).filter(Boolean))]
  const notes = results.some((result) => result.notFound || result.noindex)
    ? [
        '',
        `¹ Not-found route (answered with status 404, page marked noindex): Lighthouse runs with ignoreStatusCode; the gate is checked on the ` +
          `score without the audits every correct not-found page fails (SEO: \`http-status-code\`, \`is-crawlable\`; Best Practices: ` +
          `\`errors-in-console\` when its only entry is the document's own 404). A page marked noindex on purpose (\`/pagenotfound\`) is ` +
          `checked without \`is-crawlable\`. The first number is Lighthouse's own score.`,
      ]
    : []
  return [
    '# Lighthouse',
    '',
    `${date} · Lighthouse ${lighthouseVersion()} · ${chromeVersion} · Lighthouse's default config (mobile, simulated throttling, ` +
      `${slowdowns.join(', ') || 'n/a'}× CPU slowdown) · production server (server/app.mjs over build/client) on 127.0.0.1 · ` +
      `host with ${availableParallelism()} CPUs`,
    '',
    `Each route ran ${runsPerRoute} time(s) (a run that ended in a Lighthouse error was retried once); the tables show the median of each score and metric.`,
    '',
    '## Gates: these fail `npm run perf`',
    '',
    `${GATE_LINE}, on every route. None of them follows the host's speed: the three scores are audits of the page's markup, ` +
      'headers and console, and CLS measures how far content moves, not how long anything takes. The same build gets the same ' +
      'values on a fast host and on a busy one.',
    '',
    gateTable(results),
    ...notes,
    '',
    '### Gate breaches',
    '',
    breaches.length ? breaches.map((breach) => `- ${breach}`).join('\n') : 'None.',
    '',
    '## Reported figures: timings, never a gate',
    '',
    `Targets: ${TARGET_LINE}. Simulated throttling multiplies the CPU time Lighthouse observes on this host, so these figures ` +
      "follow the host's speed as much as the build's; each is shown beside the host's speed when it was measured (Lighthouse's " +
      `benchmarkIndex, higher is faster, marked "slow host" at ${SLOW_HOST_INDEX} or less, where Lighthouse says the host is slower ` +
      'than it expects; the 1-minute load average). "Above target" and "below target" are information: they never change the exit ' +
      'code. Whether a change made pages slower is judged with `npm run perf:compare -- <base ref>`, which runs both builds ' +
      'in turns on the same host and prints the difference.',
    '',
    timingTable(results),
    ...(runsPerRoute > 1 ? ['', '### Each run', '', runTable(results)] : []),
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

function lighthouseVersion() {
  const manifest = JSON.parse(readFileSync(join(PROJECT_DIR, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
  return manifest.version
}
