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
 * One route's runs of both builds, each `{ build, tbtMs, lcpSeconds, performance, benchmarkIndex }`,
 * as medians per build and the head's difference from the base.
 */
export function compareRuns(runs) {
  const of = (build) => {
    const own = runs.filter((run) => run.build === build)
    return {
      runs: own.length,
      tbtMs: median(own.map((run) => run.tbtMs)),
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
    change: { tbtMs: difference('tbtMs'), lcpSeconds: difference('lcpSeconds'), performance: difference('performance') },
  }
}
