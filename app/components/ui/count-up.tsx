/**
 * A figure that counts up from 0 when it scrolls into view. The markup shows the final value, so it
 * reads right without script; `startCountUps` (run by the site layout) animates it.
 */
export function CountUp({ end, prefix = '', suffix = '' }: { end: number; prefix?: string; suffix?: string }) {
  return (
    <span
      data-count-up={end}
      data-prefix={prefix}
      data-suffix={suffix}
      data-final-value={`${prefix}${end}${suffix}`}
      className="tabular-nums"
    >
      {prefix}
      {end}
      {suffix}
    </span>
  )
}
