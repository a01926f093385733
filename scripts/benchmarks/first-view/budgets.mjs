// The first-view byte budgets of `npm run size` and the check of one route's report against them.

/** 1 kB = 1000 bytes throughout (the stricter reading of "KB"). */
export const KB = 1000
export const BUDGETS = {
  /** all JavaScript of one first view (the script that runs without React), gzip */
  jsGzip: 8 * KB,
  /** what a visitor's intent to navigate loads on top of it (React, React Router, routes), gzip */
  intentJsGzip: 120 * KB,
  /** each route module, gzip */
  routeChunkGzip: 15 * KB,
  /** all stylesheets of one first view, brotli */
  cssBrotli: 15 * KB,
  /** the HTML document, brotli */
  htmlBrotli: 25 * KB,
}
export const BUDGET_LINE =
  `Budgets (1 kB = 1000 B): JavaScript per first view ≤ ${BUDGETS.jsGzip / KB} kB gzip, and loaded on intent to ` +
  `navigate ≤ ${BUDGETS.intentJsGzip / KB} kB gzip, each route chunk ≤ ` +
  `${BUDGETS.routeChunkGzip / KB} kB gzip, CSS ≤ ${BUDGETS.cssBrotli / KB} kB brotli, HTML ≤ ${BUDGETS.htmlBrotli / KB} kB brotli`

export function formatKB(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`
}

/** The file name of a URL path: '/assets/app-1.css' -> 'app-1.css'. */
export const fileName = (path) => path.split('/').at(-1)

/**
 * Broken budgets of one route's report, each { route, file, budget, actual, limit, message }.
 * report: { route, html: { file, brotli }, css: { files: [{ path, brotli }], brotli },
 *           js: { files: [{ path, gzip }], gzip }, routeChunks: [{ id, path, gzip }], missing?: string[] }
 */
export function checkBudgets(report, budgets = BUDGETS) {
  const failures = []
  const fail = (file, budget, actual, limit) =>
    failures.push({
      route: report.route,
      file,
      budget,
      actual,
      limit,
      message: `${report.route}: ${file}: ${budget} is ${formatKB(actual)}, budget ${formatKB(limit)}`,
    })
  const largest = (files, key) =>
    [...files]
      .sort((a, b) => b[key] - a[key])
      .slice(0, 3)
      .map((file) => `${fileName(file.path)} ${formatKB(file[key])}`)
      .join(', ')

  if (report.html.brotli > budgets.htmlBrotli) fail(report.html.file, 'HTML brotli', report.html.brotli, budgets.htmlBrotli)
  if (report.css.brotli > budgets.cssBrotli) {
    const file = report.css.files.length === 1 ? fileName(report.css.files[0].path) : `CSS (${largest(report.css.files, 'brotli')})`
    fail(file, 'CSS brotli', report.css.brotli, budgets.cssBrotli)
  }
  if (report.js.gzip > budgets.jsGzip) {
    fail(
      `${report.js.files.length} JS files, largest ${largest(report.js.files, 'gzip')}`,
      'first-view JavaScript gzip',
      report.js.gzip,
      budgets.jsGzip,
    )
  }
  const intent = report.intentJs ?? { files: [], gzip: 0 }
  if (intent.gzip > budgets.intentJsGzip) {
    fail(
      `${intent.files.length} JS files, largest ${largest(intent.files, 'gzip')}`,
      'JavaScript loaded on intent gzip',
      intent.gzip,
      budgets.intentJsGzip,
    )
  }
  for (const chunk of report.routeChunks) {
    if (chunk.gzip > budgets.routeChunkGzip) {
      fail(`${fileName(chunk.path)} (route ${chunk.id})`, 'route chunk gzip', chunk.gzip, budgets.routeChunkGzip)
    }
  }
  for (const path of report.missing ?? []) {
    failures.push({
      route: report.route,
      file: path,
      budget: 'missing file',
      actual: 0,
      limit: 0,
      message: `${report.route}: ${path} is referenced but not in the build`,
    })
  }
  return failures
}
