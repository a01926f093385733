// The CPU slowdown a Lighthouse run should simulate on this host, from the host's speed as the runs
// of this session measured it (their benchmarkIndex).
//
// Simulated throttling multiplies the CPU time Lighthouse observes by a fixed factor, 4 by default.
// Lighthouse's throttling guide ("Calibrating the CPU slowdown") says that 4 turns a host in its
// high-end desktop bracket (benchmarkIndex 1500 to 2000) into its mid-tier phone, and that on a
// weaker host the factor should be lowered so the run still simulates that phone (Lighthouse warns
// about such hosts in its report). On 26 November a CI host measured 910 to 1700, where the fixed 4
// simulates a phone up to twice as slow as the budgets are written for. So on a host slower than
// the middle of that bracket the factor goes down in proportion to its benchmarkIndex. A faster
// host keeps the default: the calibration never makes a run easier than Lighthouse's own default on
// a fast machine.
//
// The host's speed is the median benchmarkIndex of the session's runs so far, not the one run's
// own: a single reading is a 0.5 s sample of a shared machine and swung between about 950 and 1750
// from one run to the next, while the page load it calibrates takes seconds. Calibrating each run
// on its own reading gave the runs that happened to read fast the strictest factor (TBT 78 to
// 113 ms at readings of 1537 to 1761 where the other runs gave 4 to 55 ms).
import { median } from './runs.mjs'

/** Lighthouse's default CPU slowdown (its mobile preset). */
export const DEFAULT_CPU_SLOWDOWN = 4
/** The middle of the benchmarkIndex bracket Lighthouse's default slowdown is meant for. */
export const REFERENCE_BENCHMARK_INDEX = 1750

/**
 * The slowdown that makes a host of this benchmarkIndex simulate the phone Lighthouse's default
 * simulates on a reference host, rounded to two decimals: the default on a host at least as fast as
 * the reference, less on a slower one, and at least 1 (a host slower than that phone gets no
 * speed-up). The default when the index is unknown.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN
  const slowdown = (DEFAULT_CPU_SLOWDOWN * Math.min(benchmarkIndex, REFERENCE_BENCHMARK_INDEX)) / REFERENCE_BENCHMARK_INDEX
  return Math.max(1, Math.round(slowdown * 100) / 100)
}

/**
 * The host's speed over a session: record each run's benchmarkIndex and get back the median of all
 * the readings so far, the figure to calibrate that run with. Unknown readings are left out.
 */
export function hostSpeed() {
  const readings = []
  return {
    record(benchmarkIndex) {
      if (Number.isFinite(benchmarkIndex) && benchmarkIndex > 0) readings.push(benchmarkIndex)
      return median(readings)
    },
  }
}
