// The first view's controls listen on the window, in the capture phase: before anything else in the
// page sees the event. Not on the document, and not on an element: once React starts hydrating the
// page (on a visitor's intent, navigation-intent.ts), it listens at the document in the capture
// phase as well, and until the hydration has finished it stops the propagation of every click, key
// press and pointer press it cannot yet hand to a component (react-dom's dispatchEvent, when the
// target is in a part of the page still dehydrated). A listener anywhere below the window would miss
// the visitor's Accept, Escape or arrow key for as long as that takes, on a slow phone hundreds of
// milliseconds. Reproduced by e2e/first-view.spec.ts, which stops every event at the document.

/** Calls `listener` for every `type` event in the page, before the page's own listeners run. */
export function listenToPage<K extends keyof WindowEventMap>(
  type: K,
  listener: (event: WindowEventMap[K]) => void,
  options: { passive?: boolean } = {},
): void {
  window.addEventListener(type, listener, { ...options, capture: true })
}
