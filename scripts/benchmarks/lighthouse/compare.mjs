// The arithmetic of `npm run perf:compare`: in which order two builds take their turns, and what
// the runs of each add up to. Plain data in, plain data out, so it is tested without a browser.

import { median } from './runs.mjs'

/**
 * The order of `runs` turns for the builds 'base' and 'head': ABBA blocks (base, head, head, base...),
 * so a slowdown of the host that lasts a few runs falls on both builds alike, and neither always
 * goes first into a freshly quiet machine.
 */
export function turnOrder(runs) {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number of at least 1, got ${runs}`)
  const order = []
  for (let i = 0; i < runs; i++) order.push(...(i % 2 === 0 ? ['base', 'head'] : ['head', 'base']))
  return order
}

/**
 * The figures a comparison reads from one Lighthouse result (lhr) of `build`. A run in which the page
 * never painted (Lighthouse's runtimeError, as a starved host can cause) reports zeros, not
 * measurements: it is marked `failed` and left out of the medians.
 */
export function runFigures(build, lhr) {
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue
  return {
    build,
    failed: Boolean(lhr.runtimeError) || !Number.isFinite(lcpMs),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    // Everything the main thread did: script, style and layout, paint, parsing, garbage collection.
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? null,
    lcpSeconds: (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }
}

/**
 * One route's runs of both builds, each as runFigures gives it,
 * as medians per build and the head's difference from the base.
 */
export function compareRuns(runs) {
  const of = (build) => {
    const own = runs.filter((run) => run.build === build && !run.failed)
    return {
      runs: own.length,
      failedRuns: runs.filter((run) => run.build === build && run.failed).length,
      tbtMs: median(own.map((run) => run.tbtMs)),
      mainThreadMs: median(own.map((run) => run.mainThreadMs)),
      lcpSeconds: median(own.map((run) => run.lcpSeconds)),
      performance: median(own.map((run) => run.performance)),
      benchmarkIndex: median(own.map((run) => run.benchmarkIndex)),
    }
  }
  const base = of('base')
  const head = of('head')
  const difference = (key) => (base[key] === null || head[key] === null ? null : head[key] - base[key])
  return {
    base,
    head,
    change: {
      tbtMs: difference('tbtMs'),
      mainThreadMs: difference('mainThreadMs'),
      lcpSeconds: difference('lcpSeconds'),
      performance: difference('performance'),
    },
    /** The head's main-thread work as a multiple of the base's. */
    mainThreadRatio: base.mainThreadMs && head.mainThreadMs !== null ? head.mainThreadMs / base.mainThreadMs : null,
  }
}
