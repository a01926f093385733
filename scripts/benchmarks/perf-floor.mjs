// `npm run perf:floor [routes...] [--runs N]`: each page beside its floor. A copy of the build with
// every script removed from every page (script-free-copy.mjs) is the control: the same HTML, CSS,
// font and images, so drawing it is the least this page can cost in this browser. Lighthouse runs on
// the page and on its control in turns (ABBA, five runs each by default) and the table shows the
// medians of main-thread work and Total Blocking Time, the page's multiple of its control and how
// far it is above it, against issue 24's targets (lighthouse/floor.mjs). What CSS alone costs (an
// endless animation, heavy paint) is in both figures. A benchmark: it prints and judges nothing;
// writes reports/perf-floor.md. Default routes: home, a service, a story, about, contact.

import { pathToFileURL } from 'node:url'

import { CLIENT_DIR, PROJECT_DIR, UNKNOWN_PATH, builtPages, ensureBuild, resolveRoutes } from './built-pages.mjs'
import { FLOOR_HEADER, floorRow } from './lighthouse/floor.mjs'
import { pairedRuns } from './lighthouse/paired-runs.mjs'
import { COMPARE_RUNS, parseRuns } from './lighthouse/runs.mjs'
import { scriptFreeCopy } from './script-free-copy.mjs'
import { serveBuild } from './serve-build.mjs'
import { writeTableReport } from './report-file.mjs'
import { formatTable } from './text-table.mjs'

async function main() {
  const { runs, rest } = parseRuns(process.argv.slice(2), COMPARE_RUNS)
  ensureBuild()
  const routes = resolveRoutes(rest.length > 0 ? rest : ['--sample'], [...builtPages(CLIENT_DIR).keys()]).filter(
    (route) => route !== UNKNOWN_PATH,
  )
  const control = scriptFreeCopy(CLIENT_DIR)
  const servers = []
  try {
    const controlServer = await serveBuild({ projectDir: PROJECT_DIR, clientDir: control.client })
    servers.push(controlServer)
    const pageServer = await serveBuild({ projectDir: PROJECT_DIR })
    servers.push(pageServer)
    const rows = []
    for (const route of routes) {
      const comparison = await pairedRuns(
        route,
        runs,
        { base: controlServer.origin, head: pageServer.origin },
        { base: 'control', head: 'page' },
      )
      rows.push(floorRow(route, comparison))
    }
    const table = formatTable(
      FLOOR_HEADER,
      rows.map((row) => row.cells),
    )
    const title = `Medians of ${runs} run(s) each of the page and its script-free control, Lighthouse mobile (simulated throttling):`
    console.log(`\n${title}\n\n${table}\n`)
    const report = writeTableReport('perf-floor', { heading: 'Each page beside its script-free floor', title, table })
    console.log(`Written to ${report}`)
  } finally {
    for (const server of servers) server.close()
    control.remove()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
