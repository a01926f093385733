// The native modal <dialog> as the site uses it: the page behind is inert (focus stays inside),
// Escape closes it, the page behind does not scroll (app.css: html[data-scroll-locked]) and, once
// closed, focus goes back to whatever opened it.

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>()

/** Stops the page behind an open dialog from scrolling (app.css: html[data-scroll-locked]). */
export function lockPageScroll() {
  document.documentElement.dataset.scrollLocked = ''
}

/** Lets the page scroll again, unless another dialog is still open. */
export function unlockPageScrollIfNoneOpen() {
  if (!document.querySelector('dialog[open]')) delete document.documentElement.dataset.scrollLocked
}

/** Opens `dialog` as a modal; `onClose` runs once it closes, by Escape, a close button or code. */
export function openModal(dialog: HTMLDialogElement, onClose?: () => void) {
  if (dialog.open) return
  openers.set(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null)
  lockPageScroll()
  dialog.addEventListener(
    'close',
    () => {
      unlockPageScrollIfNoneOpen()
      onClose?.()
      openers.get(dialog)?.focus()
      openers.delete(dialog)
    },
    { once: true },
  )
  dialog.showModal()
}
