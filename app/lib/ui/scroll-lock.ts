/**
 * Stops the page behind an overlay from scrolling (`html[data-scroll-locked]` in app.css) until the
 * returned function is called.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement
  root.dataset.scrollLocked = ''
  return () => {
    delete root.dataset.scrollLocked
  }
}
