// A story result in words (app/content/result-chart.ts, result-format.ts): the charts' captions and
// units, and the one sentence screen readers and the brochures' picture descriptions read.
export const chartMessages = {
  before: 'Before',
  after: 'After',
  fell: (metric: string, from: string, to: string, change: string) => `${metric} fell from ${from} to ${to}, ${change}.`,
  rose: (metric: string, from: string, to: string, change: string) => `${metric} rose from ${from} to ${to}, ${change}.`,
  lower: (amount: string) => `${amount} lower`,
  higher: (amount: string) => `${amount} higher`,
  /** The difference between two percentages. */
  percentagePoints: (points: string, one: boolean) => `${points} percentage ${one ? 'point' : 'points'}`,
  /** The spec writes euro amounts as "30K euros", not "€30K". */
  euros: (amount: string) => `${amount} euros`,
  hoursLabel: (amount: string) => `${amount}h`,
  hoursPerWeekLabel: (amount: string) => `${amount}h/week`,
  perWeek: (amount: string) => `${amount} per week`,
  /** A hero strip's before and after, read out (app/content/service-hero-proof.ts). */
  spokenChange: (from: string, to: string) => `from ${from} to ${to}`,
}
