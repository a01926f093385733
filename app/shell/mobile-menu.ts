import { openModal } from './modal-dialog'

// The full-screen menu below 1024 px: the header's button (data-mobile-menu-open, aria-controls
// naming the <dialog>) opens it as a modal; its close button (data-mobile-menu-close), Escape and
// following any of its links in this tab close it. Without script the button is hidden and a
// <noscript> disclosure stands in (app/components/layout/mobile-nav.tsx).

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  const opener = event.target.closest<HTMLElement>('[data-mobile-menu-open]')
  const menu = opener && document.getElementById(opener.getAttribute('aria-controls') ?? '')
  if (opener && menu instanceof HTMLDialogElement) {
    opener.setAttribute('aria-expanded', 'true')
    openModal(menu, () => opener.setAttribute('aria-expanded', 'false'))
    return
  }
  const dialog = event.target.closest<HTMLDialogElement>('dialog[data-mobile-menu]')
  if (!dialog) return
  const link = event.target.closest('a')
  const followsInThisTab = link !== null && (!link.target || link.target === '_self')
  if (followsInThisTab || event.target.closest('[data-mobile-menu-close]')) dialog.close()
}

let installed = false

export function installMobileMenu() {
  if (installed) return
  installed = true
  document.addEventListener('click', onClick)
}
