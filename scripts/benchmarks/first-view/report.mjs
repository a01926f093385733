// reports/size.md: the per-route table, the totals, the broken budgets and every first-view file.

import { BUDGET_LINE, KB, fileName, formatKB } from './budgets.mjs'

function markdownTable(header, rows, align) {
  const lines = [`| ${header.join(' | ')} |`, `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`]
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`)
  return lines.join('\n')
}

const kb = (bytes) => (bytes / KB).toFixed(1)
const routeLabel = (report) => (report.notFound ? `${report.route} (404)` : report.route)

export function renderReport(reports, failures) {
  const routeRows = reports.map((report) => {
    const biggestChunk = [...report.routeChunks].sort((a, b) => b.gzip - a.gzip)[0]
    const broken = failures.filter((f) => f.route === report.route).length
    return [
      routeLabel(report),
      kb(report.html.gzip),
      kb(report.html.brotli),
      kb(report.css.gzip),
      kb(report.css.brotli),
      kb(report.js.gzip),
      kb(report.js.brotli),
      String(report.js.files.length),
      kb(report.intentJs?.gzip ?? 0),
      biggestChunk ? `${kb(biggestChunk.gzip)} (${fileName(biggestChunk.path)})` : '–',
      kb(report.html.gzip + report.css.gzip + report.js.gzip),
      kb(report.html.brotli + report.css.brotli + report.js.brotli),
      broken ? `FAIL (${broken})` : 'ok',
    ]
  })
  const routeTable = markdownTable(
    [
      'Route',
      'HTML gz',
      'HTML br',
      'CSS gz',
      'CSS br',
      'JS gz',
      'JS br',
      'JS files',
      'JS on intent gz',
      'Largest route chunk gz',
      'Total gz',
      'Total br',
      'Budget',
    ],
    routeRows,
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'l'],
  )

  // Every CSS/JS file loaded on some first view, largest first.
  const files = new Map()
  for (const report of reports) {
    for (const [kind, entries] of [
      ['CSS', report.css.files],
      ['JS', report.js.files],
    ]) {
      for (const entry of entries) {
        const row = files.get(entry.path) ?? { ...entry, kind, routes: 0, routeIds: new Set() }
        row.routes++
        files.set(entry.path, row)
      }
    }
    for (const chunk of report.routeChunks) files.get(chunk.path)?.routeIds.add(chunk.id)
  }
  const fileRows = [...files.values()]
    .sort((a, b) => b.gzip - a.gzip)
    .map((row) => [
      fileName(row.path),
      row.kind,
      kb(row.raw),
      kb(row.gzip),
      kb(row.brotli),
      `${row.routes}/${reports.length}`,
      [...row.routeIds].join(', ') || '–',
    ])
  const fileTable = markdownTable(['File', 'Type', 'Raw', 'gz', 'br', 'Loaded by', 'Route module of'], fileRows, [
    'l',
    'l',
    'r',
    'r',
    'r',
    'r',
    'l',
  ])
  const all = [...files.values()]
  const total = (kind, key) => all.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[key], 0)
  const totals =
    `Totals over ${reports.length} routes: ${all.filter((r) => r.kind === 'JS').length} distinct JS files ` +
    `${formatKB(total('JS', 'gzip'))} gzip / ${formatKB(total('JS', 'brotli'))} brotli; ` +
    `${all.filter((r) => r.kind === 'CSS').length} CSS files ${formatKB(total('CSS', 'gzip'))} gzip / ${formatKB(total('CSS', 'brotli'))} brotli; ` +
    `HTML ${formatKB(reports.reduce((s, r) => s + r.html.gzip, 0))} gzip / ${formatKB(reports.reduce((s, r) => s + r.html.brotli, 0))} brotli. ` +
    `Largest first view: JS ${formatKB(Math.max(...reports.map((r) => r.js.gzip)))} gzip, ` +
    `CSS ${formatKB(Math.max(...reports.map((r) => r.css.brotli)))} brotli, HTML ${formatKB(Math.max(...reports.map((r) => r.html.brotli)))} brotli.`

  const failureText =
    failures.length === 0
      ? 'All budgets met.'
      : `${failures.length} budget(s) broken on ${new Set(failures.map((f) => f.route)).size} route(s):\n\n${failures.map((f) => `- ${f.message}`).join('\n')}`

  return [
    '# First-view size',
    '',
    `Generated ${new Date().toISOString()} by \`npm run size\` from build/client (gzip level 9, brotli quality 11; kB = 1000 bytes).`,
    '',
    BUDGET_LINE,
    '',
    routeTable,
    '',
    totals,
    '',
    '## Budget failures',
    '',
    failureText,
    '',
    '## Files loaded on first view',
    '',
    fileTable,
    '',
  ].join('\n')
}
