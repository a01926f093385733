/**
 * How long the booking dialog shows its loading state before it says the calendar is slow and
 * offers the other ways to reach us: long enough for a booking page on a slow connection, short
 * enough that a visitor whose network blocks it is not left guessing. The frame keeps loading
 * after this, and replaces the message when it is ready.
 */
export const BOOKING_READY_TIMEOUT_MS = 7000

export type BookingFrameStatus = 'loading' | 'slow' | 'failed' | 'ready'

/** What can happen to the booking frame: the time limit passes, or its page reports ready or failed. */
export type BookingFrameEvent = 'timed out' | 'ready' | 'failed'

/**
 * The state of the booking frame after `event`. Only the page's `linkReady` means the calendar
 * shows: the frame's `load` event cannot tell, as Chromium fires it for its own error page too (host
 * unreachable, framing refused). A calendar once ready stays, and the time limit only ends loading.
 */
export function nextBookingFrameStatus(current: BookingFrameStatus, event: BookingFrameEvent): BookingFrameStatus {
  if (event === 'ready' || current === 'ready') return 'ready'
  if (event === 'failed') return 'failed'
  return current === 'loading' ? 'slow' : current
}
