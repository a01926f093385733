// Sideways rows of cards on phones (`[data-snap-row]`, app/lib/ui/snap-row.ts) and the controls
// prerendered above them (app/components/ui/snap-row-controls.tsx). The buttons move the row by one
// card; the position follows the row however it moves (touch, arrow keys, the buttons);
// a row that fits its width (every row from 640 px up, where the cards are a grid) hides its controls
// and leaves the tab order, as there is nothing in it to scroll.
import { listenToPage } from './page-events'

const ROW = '[data-snap-row]'
/** The width from which .snap-row is a grid (app.css: `@media (width < 40rem)` makes it a row). */
const GRID_FROM = '40rem'

/** Where each row is headed after a button press, until it gets there: a second press goes one further. */
const targets = new WeakMap<Element, number>()
const pending = new Set<HTMLElement>()
let frame = 0
let observer: ResizeObserver | undefined

const controlsOf = (row: Element) => (row.id ? document.querySelector<HTMLElement>(`[data-snap-controls="${row.id}"]`) : null)

/** The padding the row snaps its cards to, in CSS pixels. */
const snapEdge = (row: HTMLElement) => row.getBoundingClientRect().left + (parseFloat(getComputedStyle(row).scrollPaddingLeft) || 0)

/** Whether the row is wider inside than it shows (one pixel of rounding allowed). */
export const rowScrolls = (row: HTMLElement) => row.scrollWidth > row.clientWidth + 1

/**
 * The card the row shows first: the one whose start is nearest the edge cards snap to, or the last
 * once the row is scrolled to its end (the last card cannot reach that edge: nothing comes after it).
 */
export function currentCard(row: HTMLElement): number {
  const cards = row.children
  if (row.scrollLeft >= row.scrollWidth - row.clientWidth - 1) return cards.length - 1
  const edge = snapEdge(row)
  let nearest = 0
  let distance = Infinity
  for (let index = 0; index < cards.length; index++) {
    const offset = Math.abs(cards[index]!.getBoundingClientRect().left - edge)
    if (offset < distance) [nearest, distance] = [index, offset]
  }
  return nearest
}

/** Scrolls the row so `index` is its first card; smoothly, unless the visitor asks for reduced motion (app.css). */
function showCard(row: HTMLElement, index: number) {
  const card = row.children[index]
  if (!card) return
  targets.set(row, index)
  row.scrollTo({ left: row.scrollLeft + card.getBoundingClientRect().left - snapEdge(row) })
}

/** Brings the row's tab stop, controls and position up to date with its layout and scroll position. */
export function updateRow(row: HTMLElement) {
  const scrolls = rowScrolls(row)
  if (scrolls) row.tabIndex = 0
  else row.removeAttribute('tabindex')
  const controls = controlsOf(row)
  if (!controls) return
  controls.hidden = !scrolls
  if (!scrolls) return
  const index = currentCard(row)
  if (targets.get(row) === index) targets.delete(row)
  const position = controls.querySelector('[data-snap-position]')
  // Written only when it changes: each change is announced (aria-live).
  if (position && position.textContent !== String(index + 1)) position.textContent = String(index + 1)
  for (const button of controls.querySelectorAll<HTMLElement>('[data-snap-step]')) {
    const atEnd = Number(button.dataset.snapStep) < 0 ? index === 0 : index === row.children.length - 1
    button.setAttribute('aria-disabled', String(atEnd))
  }
}

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-snap-step]') : null
  if (!button || button.getAttribute('aria-disabled') === 'true') return
  const row = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!row) return
  const from = targets.get(row) ?? currentCard(row)
  const to = Math.min(Math.max(from + Number(button.dataset.snapStep), 0), row.children.length - 1)
  showCard(row, to)
}

/** Element scroll events do not bubble, but the window hears them in the capture phase. */
function onScroll(event: Event) {
  if (!(event.target instanceof HTMLElement) || !event.target.matches(ROW)) return
  pending.add(event.target)
  frame ||= requestAnimationFrame(flush)
}

function flush() {
  frame = 0
  for (const row of pending) updateRow(row)
  pending.clear()
}

/**
 * Watches the rows of the page now in the document: their sizes decide whether they scroll. Called
 * by the first view, and by the layout after each client-side navigation (its rows are new).
 */
export function watchSnapRows(root: ParentNode = document) {
  const rows = root.querySelectorAll<HTMLElement>(ROW)
  // From 640 px every row is a grid that fits (app.css). Rows of sections not laid out yet
  // (content-visibility) report no size until a visitor nears them, and Tab could reach one first.
  if (window.matchMedia(`(min-width: ${GRID_FROM})`).matches) for (const row of rows) row.removeAttribute('tabindex')
  if (!('ResizeObserver' in window)) return
  observer ??= new ResizeObserver((entries) => {
    // A row of a section not laid out yet, or hidden at this width, has no size.
    for (const entry of entries) if (entry.contentRect.width > 0) updateRow(entry.target as HTMLElement)
  })
  observer.disconnect()
  for (const row of rows) observer.observe(row)
}

let installed = false

export function installSnapRows() {
  if (installed) return
  installed = true
  listenToPage('click', onClick)
  listenToPage('scroll', onScroll, { passive: true })
  // A scroll the visitor takes over ends somewhere else: the next press starts from where it stopped.
  listenToPage('scrollend', (event) => {
    if (event.target instanceof Element) targets.delete(event.target)
  })
  watchSnapRows()
}
