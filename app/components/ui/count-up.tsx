import { useEffect, useRef, useState } from 'react'

const DURATION_MS = 1600

/**
 * Shows `end` in the prerendered HTML. After hydration, a counter that is still below the fold is
 * reset to 0 and counts up once when it scrolls into view. Counters already on screen, and all
 * counters under reduced motion, keep their final value.
 */
export function CountUp({ end, prefix = '', suffix = '' }: { end: number; prefix?: string; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [value, setValue] = useState(end)

  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (!('IntersectionObserver' in window)) return
    let frame = 0
    let first = true
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting)
      if (first) {
        first = false
        if (visible) {
          observer.disconnect()
          return
        }
        setValue(0)
        return
      }
      if (!visible) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS)
        const eased = 1 - Math.pow(1 - progress, 3)
        setValue(Math.round(end * eased))
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [end])

  return (
    <span ref={ref} data-final-value={`${prefix}${end}${suffix}`} className="tabular-nums">
      {prefix}
      {value}
      {suffix}
    </span>
  )
}
