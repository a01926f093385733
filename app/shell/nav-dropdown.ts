import { moveFocus } from './roving-focus'
import { listenToPage } from './page-events'

// The header's dropdowns (Our Services, Our Products) are <details data-nav-dropdown>, so they open
// and close without script. These listeners add what a menu button needs: the arrow keys open the
// menu and move between its links, Escape closes it and puts focus back on its toggle, and it
// closes when the pointer goes down or focus moves outside it, and when one of its links is followed.

const DROPDOWN = 'details[data-nav-dropdown]'

const openDropdowns = () => document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)
const linksOf = (dropdown: Element) => Array.from(dropdown.querySelectorAll<HTMLElement>('[data-menu-link]'))

function dropdownOf(target: EventTarget | null): HTMLDetailsElement | null {
  return target instanceof Element ? target.closest<HTMLDetailsElement>(DROPDOWN) : null
}

function onKeyDown(event: KeyboardEvent) {
  const dropdown = dropdownOf(event.target)
  if (!dropdown) return
  const summary = dropdown.querySelector('summary')
  if (event.key === 'Escape' && dropdown.open) {
    event.preventDefault()
    dropdown.open = false
    summary?.focus()
    return
  }
  if (event.target === summary) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    dropdown.open = true
    moveFocus(linksOf(dropdown), event.key === 'ArrowDown' ? 'Home' : 'End')
    return
  }
  if (moveFocus(linksOf(dropdown), event.key)) event.preventDefault()
}

function closeOthers(except: Element | null) {
  for (const dropdown of openDropdowns()) if (dropdown !== except) dropdown.open = false
}

function onFocusOut(event: FocusEvent) {
  const dropdown = dropdownOf(event.target)
  const next = event.relatedTarget as Node | null
  if (dropdown?.open && next && !dropdown.contains(next)) dropdown.open = false
}

function onClick(event: MouseEvent) {
  // Following a link closes its menu; the page behind it may stay (a client navigation).
  const link = event.target instanceof Element ? event.target.closest('[data-menu-link]') : null
  const dropdown = link && dropdownOf(link)
  if (dropdown) dropdown.open = false
}

let installed = false

export function installNavDropdowns() {
  if (installed) return
  installed = true
  listenToPage('keydown', onKeyDown)
  listenToPage('pointerdown', (event) => closeOthers(dropdownOf(event.target)))
  listenToPage('focusout', onFocusOut)
  listenToPage('click', onClick)
  // Back and forward move to another page, in or out of the app: its menus start closed.
  window.addEventListener('popstate', () => closeOthers(null))
}
