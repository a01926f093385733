import { useEffect, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/ui/cn'

export const SCROLL_TO_TOP_THRESHOLD = 250

export function ScrollToTop() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    function update() {
      frame = 0
      setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD)
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  function scrollUp() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
    document.getElementById('main')?.focus({ preventScroll: true })
  }

  // The white border is the button's edge over dark backgrounds (the footer, dark bands), where
  // its ink fill would all but vanish; on light pages the fill is the edge. Either way 3:1 or more.
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={scrollUp}
      className={cn(
        'fixed right-4 bottom-24 z-30 grid size-12 place-items-center rounded-full border-2 border-white bg-ink-900 text-white shadow-raised transition-opacity hover:bg-ink-800 sm:right-6 sm:bottom-6',
        visible ? 'visible opacity-100' : 'invisible opacity-0',
      )}
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  )
}
