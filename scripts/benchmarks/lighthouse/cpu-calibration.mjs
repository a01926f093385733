// The CPU slowdown a Lighthouse run should simulate on this host, from the host's speed as that
// same run measured it (its benchmarkIndex).
//
// Simulated throttling multiplies the CPU time Lighthouse observes by a fixed factor, 4 by default.
// Lighthouse's throttling guide ("Calibrating the CPU slowdown") says that 4 turns a host in its
// high-end desktop bracket (benchmarkIndex 1500 to 2000) into its mid-tier phone, and that on a
// weaker host the factor should be lowered so the run still simulates that phone (Lighthouse warns
// about such hosts in its report). A shared machine is not one host: its benchmarkIndex moved
// between about 900 and 2200 within an hour here, and at 900 the fixed 4 simulates a phone twice as
// slow as the budgets are written for. So a run on a host slower than the middle of that bracket
// scales the factor down in proportion to its own benchmarkIndex. A faster host keeps the default:
// the calibration never makes a run easier than Lighthouse's own default on a fast machine.

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
