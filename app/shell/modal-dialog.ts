// The native modal <dialog> as the site uses it: the page behind is inert (focus stays inside),
// Escape closes it, the page behind does not scroll (app.css: html[data-scroll-locked]) and, once
// closed, focus goes back to whatever opened it.

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>()

function unlockScrollIfNoneOpen() {
  if (!document.querySelector('dialog[open]')) delete document.documentElement.dataset.scrollLocked
}

/** Opens `dialog` as a modal; `onClose` runs once it closes, by Escape, a close button or code. */
export function openModal(dialog: HTMLDialogElement, onClose?: () => void) {
  if (dialog.open) return
  openers.set(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null)
  document.documentElement.dataset.scrollLocked = ''
  dialog.addEventListener(
    'close',
    () => {
      unlockScrollIfNoneOpen()
      onClose?.()
      openers.get(dialog)?.focus()
      openers.delete(dialog)
    },
    { once: true },
  )
  dialog.showModal()
}
