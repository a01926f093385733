// Focus that goes round inside a dialog: the native modal keeps the page behind inert, but lets Tab
// past the last control (or Shift+Tab before the first) leave for the browser's own controls.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** On Tab: past the last visible control comes back to the first, Shift+Tab before the first goes to the last. */
export function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const stops = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility())
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  const outside = !container.contains(document.activeElement)
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault()
    first.focus()
  }
}
