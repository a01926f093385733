const DURATION_MS = 1600

/**
 * Counters (CountUp) are prerendered markup showing their final value. A counter still below the
 * fold when this runs is reset to 0 and counts up once it scrolls into view; counters already on
 * screen, and all counters under reduced motion, keep their value. Returns the cleanup.
 */
export function startCountUps(root: ParentNode): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return () => {}
  const stops = [...root.querySelectorAll<HTMLElement>('[data-count-up]')].map((element) => {
    const end = Number(element.dataset.countUp)
    const { prefix = '', suffix = '' } = element.dataset
    const show = (value: number) => {
      element.textContent = `${prefix}${value}${suffix}`
    }
    let frame = 0
    let first = true
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting)
      if (first) {
        first = false
        if (visible) observer.disconnect()
        else show(0)
        return
      }
      if (!visible) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / DURATION_MS)
        show(Math.round(end * (1 - Math.pow(1 - progress, 3))))
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  })
  return () => {
    for (const stop of stops) stop()
  }
}
