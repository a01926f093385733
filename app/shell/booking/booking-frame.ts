import { readBookingMessage } from './booking-embed'
import { answerCalHandshake } from './cal-embed-protocol'
import { visitorTimeZone } from './nearest-office'
import {
  BOOKING_READY_TIMEOUT_MS,
  type BookingFrameEvent,
  type BookingFrameStatus,
  nextBookingFrameStatus,
} from '~/shell/booking/booking-frame-status'

import { keepNearestOffice } from './keep-nearest-office'

/** The parts of the dialog's template (`data-booking-part`), cloned as their state comes. */
export type BookingPart = 'frame' | 'slow' | 'failed' | 'alternatives' | 'ready' | 'calendar-footer'
export type ClonePart = (name: BookingPart) => DocumentFragment

/**
 * Puts the booking calendar in a frame at the end of `column`, hidden behind a loading state until
 * it reports ready; if it has not within a few seconds, or reports a failure, the other ways to
 * reach us take the loading state's place. The frame keeps loading behind them and replaces them
 * once it is ready. The message area keeps the frame's size, so nothing around it moves. Returns
 * what takes the frame out again, as closing the dialog does.
 */
export function showBookingFrame(column: HTMLElement, clonePart: ClonePart): () => void {
  const area = clonePart('frame').firstElementChild as HTMLElement
  const frame = area.querySelector('iframe')!
  const cover = area.querySelector('[data-booking-cover]')!
  const message = area.querySelector('[aria-live]')!
  const bookingOrigin = new URL(frame.src).origin
  let status: BookingFrameStatus = 'loading'
  let alternatives: Element | null = null
  let footer: Element | null = null

  function change(event: BookingFrameEvent) {
    const next = nextBookingFrameStatus(status, event)
    // Loading is only ever the first state.
    if (next === status || next === 'loading') return
    status = next
    area.setAttribute('aria-busy', 'false')
    // Each change is announced politely (the message's aria-live): slow or failed, then ready.
    message.replaceChildren(clonePart(next))
    if (next !== 'ready') {
      if (alternatives) return
      const ways = clonePart('alternatives')
      keepNearestOffice(ways, visitorTimeZone())
      alternatives = ways.firstElementChild
      message.after(ways)
      return
    }
    frame.classList.remove('invisible')
    cover.className = 'sr-only'
    alternatives?.remove()
    const line = clonePart('calendar-footer')
    footer = line.firstElementChild
    column.append(line)
    // Focus that was on one of the message's links (now gone) goes on in the calendar.
    if (document.activeElement === null || document.activeElement === document.body) frame.focus()
  }

  const timer = setTimeout(() => change('timed out'), BOOKING_READY_TIMEOUT_MS)
  function onMessage(event: MessageEvent) {
    // Only this dialog's frame: its window, and the booking origin (checked by both readers).
    if (event.source === null || event.source !== frame.contentWindow) return
    answerCalHandshake(event, bookingOrigin)
    const meaning = readBookingMessage(event, bookingOrigin)
    if (meaning === 'ready' || meaning === 'failed') change(meaning)
  }
  window.addEventListener('message', onMessage)
  // In the document, the frame requests the booking page: its handshake finds the listener above.
  column.append(area)

  return () => {
    clearTimeout(timer)
    window.removeEventListener('message', onMessage)
    area.remove()
    footer?.remove()
  }
}
