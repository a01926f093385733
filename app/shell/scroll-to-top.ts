// The scroll-to-top button on the first view, without React. Its markup is prerendered hidden
// (app/components/layout/scroll-to-top.tsx); `data-visible` shows it.
import { listenToPage } from './page-events'

export const SCROLL_TO_TOP_THRESHOLD = 250

let installed = false
let frame = 0

/** Shows the button once the page is scrolled past the threshold, and scrolls to the top on its click. */
export function installScrollToTop(): void {
  if (installed) return
  installed = true
  // At most one update per frame, however many scroll events arrive.
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true })
  listenToPage('click', onClick)
  update()
}

function update() {
  frame = 0
  document.querySelector('[data-scroll-to-top]')?.toggleAttribute('data-visible', window.scrollY > SCROLL_TO_TOP_THRESHOLD)
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('[data-scroll-to-top]')) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' })
  document.getElementById('main')?.focus({ preventScroll: true })
}
