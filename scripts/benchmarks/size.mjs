// `npm run size`: per route, the gzip and brotli bytes of the HTML, CSS and JavaScript a first view
// loads, checked against the budgets below. Writes reports/size.md; exits 1 when a budget is broken.
// Usage: npm run size [-- /about /contactus | -- --sample]   (builds first when there is no build)
//
// First-view JavaScript = every <script src>, <link rel=modulepreload>, import in the inline module
// scripts and literal import() in inline scripts (the deferred loader imports the page's boot file,
// which imports the manifest, the route modules and the entry), followed through each file's own
// static imports. "Route chunks" are the route modules the hydration script registers
// (window.__reactRouterRouteModules: root, layouts, the page's route).

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { NOT_FOUND_FILE } from '../../server/build-files.mjs'
import { CLIENT_DIR, PROJECT_DIR, builtPages, ensureBuild, resolveRoutes } from './built-pages.mjs'
import { checkBudgets } from './first-view/budgets.mjs'
import { createMeasurer, measureRoute } from './first-view/measure.mjs'
import { renderReport } from './first-view/report.mjs'

export function runSize(args, { root = CLIENT_DIR, reportFile = join(PROJECT_DIR, 'reports', 'size.md') } = {}) {
  const pages = builtPages(root)
  const routes = resolveRoutes(args, [...pages.keys()])
  const measure = createMeasurer(root)
  const reports = routes.map((route) => {
    const file = pages.get(route)
    const report = measureRoute(route, file ?? NOT_FOUND_FILE, measure)
    return { ...report, notFound: !file }
  })
  const failures = reports.flatMap((report) => checkBudgets(report))
  const text = renderReport(reports, failures)
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, text)
  return { reports, failures, text }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureBuild()
    const { failures, text } = runSize(process.argv.slice(2))
    console.log(text)
    console.log(`Written to reports/size.md`)
    if (failures.length > 0) {
      console.error(
        `\nSize budget broken: ${failures.length} failure(s) on ${new Set(failures.map((f) => f.route)).size} route(s), listed under "Budget failures" above.`,
      )
      process.exit(1)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
