// reports/lighthouse.md: the per-route table, the host's load, breaches, failing audits, details.

import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

import { PROJECT_DIR } from '../built-pages.mjs'
import { BUDGET_LINE, budgetBreaches } from './budgets.mjs'
import { DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX } from './cpu-calibration.mjs'
import { CATEGORIES, CATEGORY_NAMES } from './categories.mjs'
import { formatBytes, formatCls, formatMs, formatSeconds } from './format.mjs'

export function renderReport(results, { date, chromeVersion }) {
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
    'Simulated throttling scales the CPU time observed on this host, so TBT and LCP rise when the machine is busy; ' +
    `a run on a host slower than benchmarkIndex ${REFERENCE_BENCHMARK_INDEX} scales Lighthouse's CPU slowdown (${DEFAULT_CPU_SLOWDOWN}×) down in proportion to its own benchmarkIndex (` +
    "Lighthouse's guide to calibrating it; scripts/benchmarks/lighthouse/cpu-calibration.mjs). " +
    `benchmarkIndex, slowdown and TBT of every run: ${results
      .filter((result) => result.hostRange)
      .map((result) => `${result.route} ${result.hostRange.map(formatHostRun).join(', ')}`)
      .join('; ')}.`
  const warnings = results.flatMap((result) =>
    (result.warnings ?? []).map((warning) => `- ${result.route}: ${String(warning).replace(/\s+/g, ' ')}`),
  )
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
    `${date} · Lighthouse ${lighthouseVersion()} · ${chromeVersion} · default config (mobile, simulated throttling) but the CPU slowdown, calibrated per run · production server (server/app.mjs over build/client) on 127.0.0.1`,
    '',
    BUDGET_LINE,
    '',
    `${runCountLine(results)}; the table shows the median of each score and metric. ` +
      `LCP of every run: ${results
        .filter((result) => result.lcpRange)
        .map((result) => `${result.route} ${result.lcpRange.map(formatSeconds).join(', ')}`)
        .join('; ')}.`,
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

/** One run's host speed, the slowdown it called for and the TBT that gave: "1454 3.32× 94 ms". */
function formatHostRun({ benchmarkIndex, cpuSlowdown, tbtMs }) {
  return `${benchmarkIndex == null ? 'n/a' : Math.round(benchmarkIndex)} ${cpuSlowdown ?? 'n/a'}× ${formatMs(tbtMs)}`
}
