import { isPlainClick } from '~/shell/plain-click'
import { listenToPage } from '../page-events'

let installed = false

/**
 * Every "Let's Talk" is a link to the booking page (`a[data-booking]`, in React's markup and in
 * prerendered regions alike); one listener on the document opens the booking dialog instead.
 */
export function installBooking(): void {
  if (installed) return
  installed = true
  listenToPage('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-booking]') : null
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return
    event.preventDefault()
    void openBookingDialog(link)
  })
}

// Only the listener is paid for on a first view: the dialog's code is fetched when a visitor first
// asks for it. Should that code not arrive (a release replaced it) or fail, the visitor follows the
// link, as without script.
async function openBookingDialog(link: HTMLAnchorElement) {
  try {
    // A bare import() (vite.config.ts), so it stands alone: Vite would take a .then() on it into its
    // preload wrapper, which scripts/build-steps/bare-dynamic-imports.ts could then not take off.
    const dialog = await import('./booking-dialog')
    dialog.openBookingDialog()
  } catch {
    location.assign(link.href)
  }
}
