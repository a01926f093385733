// Lighthouse on one route of two servers taking turns (ABBA, compare.mjs), each run printed as it
// ends: the shared loop of npm run perf:compare (two builds) and npm run perf:floor (a build and its
// script-free control).

import { compareRuns, runFigures, turnOrder } from './compare.mjs'
import { runLighthouse } from './run-lighthouse.mjs'

/** `origins` maps 'base' and 'head' to a server's origin; `names` says what each is in the log. */
export async function pairedRuns(route, runs, origins, names = { base: 'base', head: 'head' }) {
  const results = []
  for (const build of turnOrder(runs)) {
    const lhr = await runLighthouse(`${origins[build]}${route}`, { ignoreStatusCode: true })
    const run = runFigures(build, lhr)
    results.push(run)
    if (run.failed) {
      console.log(`${route} ${names[build]}: failed (${lhr.runtimeError?.code ?? 'no paint'}), left out of the medians`)
      continue
    }
    console.log(
      `${route} ${names[build]}: TBT ${Math.round(run.tbtMs)} ms, main thread ${Math.round(run.mainThreadMs)} ms, ` +
        `LCP ${run.lcpSeconds.toFixed(2)} s, benchmarkIndex ${run.benchmarkIndex}`,
    )
  }
  return compareRuns(results)
}
