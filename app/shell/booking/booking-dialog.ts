// The booking dialog: its markup is the page's own, prerendered into a <template>
// (app/components/layout/booking-dialog-template.tsx); this module, loaded on the first "Let's Talk"
// (install-booking.ts), clones it then and keeps the dialog in the document after, closed. The
// native modal <dialog> makes the page behind inert (focus stays inside) and closes on Escape.
import { openModal } from '../modal-dialog'
import { listenToPage } from '../page-events'

import { type ClonePart, showBookingFrame } from './booking-frame'

type BookingDialog = { dialog: HTMLDialogElement; column: HTMLElement; clonePart: ClonePart }

let booking: BookingDialog | undefined

/** Opens the dialog with the booking calendar in it; the calendar is only requested while it is open. */
export function openBookingDialog(): void {
  booking ??= createBookingDialog()
  const { dialog, column, clonePart } = booking
  if (dialog.open) return
  // However it closes (the close button, Escape, a link to another page of the site), the frame
  // goes, the page scrolls again and focus goes back to whatever opened the dialog.
  openModal(dialog, showBookingFrame(column, clonePart))
}

function createBookingDialog(): BookingDialog {
  const template = document.getElementById('booking-dialog-template')
  if (!(template instanceof HTMLTemplateElement)) throw new Error('This page has no booking dialog template')
  const dialog = document.importNode(template.content.querySelector('dialog')!, true)
  const clonePart: ClonePart = (name) =>
    document.importNode(template.content.querySelector<HTMLTemplateElement>(`template[data-booking-part="${name}"]`)!.content, true)

  listenToPage('click', (event) => {
    // A link to another page of the site is followed by the site's own link handling; the dialog only closes.
    const target = event.target instanceof Element && dialog.contains(event.target) ? event.target : null
    if (target?.closest('[data-booking-close], a[data-discover]')) dialog.close()
  })
  // In <body>, outside the layout's regions: React may set a region's markup again on a later
  // render, which would replace a dialog inside it.
  document.body.append(dialog)
  return { dialog, column: dialog.firstElementChild as HTMLElement, clonePart }
}
