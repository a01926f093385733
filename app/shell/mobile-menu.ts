// The full-screen menu below 1024 px: the header's button (data-mobile-menu-open, aria-controls
// naming the <dialog>) opens it; its close button (data-mobile-menu-close), Escape and following
// any of its links in this tab close it. Without script the button is hidden and a <noscript>
// disclosure stands in (app/components/layout/mobile-nav.tsx).
//
// It opens with show(), not showModal(): a modal dialog makes the whole page behind inert, and the
// style work for that was a third of the tap's cost on a slowed phone (npm run perf:inp). The menu
// covers the whole screen anyway; what a modal adds is done here: aria-modal tells assistive
// technology, Tab and Shift+Tab go round inside it, Escape closes it, the page behind does not
// scroll, and focus goes back to the button. (The tap's cost was mostly the scroll lock, below;
// show() saves the rest of the modal's style work.)

import { keepFocusInside } from './keep-focus-inside'
import { lockPageScroll, unlockPageScrollIfNoneOpen } from './modal-dialog'
import { listenToPage } from './page-events'

let opener: HTMLElement | null = null

function open(button: HTMLElement, menu: HTMLDialogElement) {
  if (menu.open) return
  opener = button
  button.setAttribute('aria-expanded', 'true')
  menu.addEventListener('close', () => closed(menu), { once: true })
  menu.show()
  // The page behind stops scrolling right after the menu is on screen, not before: locking it
  // (overflow on the body) lays the page out again, about 40 ms of the tap on a slowed phone.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (menu.open) lockPageScroll()
    }),
  )
}

function closed(menu: HTMLDialogElement) {
  unlockPageScrollIfNoneOpen()
  opener?.setAttribute('aria-expanded', 'false')
  // Not when a link in the menu took focus on to a dialog it opened (Let's Talk).
  if (!document.activeElement || document.activeElement === document.body || menu.contains(document.activeElement)) opener?.focus()
  opener = null
}

function openMenu(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[data-mobile-menu][open]')
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  const button = event.target.closest<HTMLElement>('[data-mobile-menu-open]')
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (button && menu instanceof HTMLDialogElement) {
    open(button, menu)
    return
  }
  const dialog = event.target.closest<HTMLDialogElement>('dialog[data-mobile-menu]')
  if (!dialog) return
  const link = event.target.closest('a')
  const followsInThisTab = link !== null && (!link.target || link.target === '_self')
  if (followsInThisTab || event.target.closest('[data-mobile-menu-close]')) dialog.close()
}

function onKeyDown(event: KeyboardEvent) {
  const menu = openMenu()
  if (!menu) return
  if (event.key === 'Escape') {
    event.preventDefault()
    menu.close()
  } else if (event.key === 'Tab') {
    keepFocusInside(event, menu)
  }
}

let installed = false

export function installMobileMenu() {
  if (installed) return
  installed = true
  listenToPage('click', onClick)
  listenToPage('keydown', onKeyDown)
}
