// The arithmetic of `npm run perf:floor`: how far a page's main-thread work and Total Blocking Time
// sit above its script-free control (the "floor"), against the targets of issue 24. Plain data in,
// plain data out, so it is tested without a browser.

/** A page may do at most this multiple of its control's main-thread work. */
export const MAX_MAIN_THREAD_RATIO = 1.3
/** A page's TBT may be at most this many milliseconds above its control's. */
export const MAX_TBT_ABOVE_FLOOR_MS = 30

/** One route's comparison (compare.mjs, control as 'base', page as 'head') as a table row and a verdict. */
export function floorRow(route, { base: control, head: page, mainThreadRatio }) {
  const tbtAbove = page.tbtMs !== null && control.tbtMs !== null ? page.tbtMs - control.tbtMs : null
  const meets =
    mainThreadRatio !== null && tbtAbove !== null && mainThreadRatio <= MAX_MAIN_THREAD_RATIO && tbtAbove <= MAX_TBT_ABOVE_FLOOR_MS
  const ms = (value) => (value === null ? 'n/a' : String(Math.round(value)))
  return {
    meets,
    cells: [
      route,
      `${ms(page.mainThreadMs)} / ${ms(control.mainThreadMs)}`,
      mainThreadRatio === null ? 'n/a' : `${mainThreadRatio.toFixed(2)} ×`,
      `${ms(page.tbtMs)} / ${ms(control.tbtMs)}`,
      tbtAbove === null ? 'n/a' : `${tbtAbove >= 0 ? '+' : ''}${Math.round(tbtAbove)}`,
      meets ? 'yes' : 'no',
      `${Math.round(page.benchmarkIndex ?? NaN)} / ${Math.round(control.benchmarkIndex ?? NaN)}`,
    ],
  }
}

export const FLOOR_HEADER = [
  'route',
  'main thread ms, page / control',
  'ratio (≤ 1.3)',
  'TBT ms, page / control',
  'above (≤ +30)',
  'meets',
  'benchmarkIndex',
]
