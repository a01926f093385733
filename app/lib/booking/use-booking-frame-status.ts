import { useEffect, useState } from 'react'

import { readBookingMessage } from './booking-embed'
import { answerCalHandshake } from './cal-embed-protocol'

/**
 * How long the booking dialog shows its loading state before it says the calendar is slow and
 * offers the other ways to reach us: long enough for a booking page on a slow connection, short
 * enough that a visitor whose network blocks it is not left guessing. The frame keeps loading
 * after this, and replaces the message when it is ready.
 */
export const BOOKING_READY_TIMEOUT_MS = 7000

export type BookingFrameStatus = 'loading' | 'slow' | 'failed' | 'ready'

/**
 * The state of the booking frame, from the messages its page posts. Only `linkReady` means the
 * calendar shows: the frame's `load` event cannot tell, as Chromium fires it for its own error page
 * too (host unreachable, framing refused).
 */
export function useBookingFrameStatus(frame: React.RefObject<HTMLIFrameElement | null>, bookingOrigin: string): BookingFrameStatus {
  const [status, setStatus] = useState<BookingFrameStatus>('loading')

  useEffect(() => {
    const timer = setTimeout(() => setStatus((current) => (current === 'loading' ? 'slow' : current)), BOOKING_READY_TIMEOUT_MS)
    function onMessage(event: MessageEvent) {
      // Only this dialog's frame: its window, and the booking origin (checked by both readers).
      if (!frame.current || event.source !== frame.current.contentWindow) return
      answerCalHandshake(event, bookingOrigin)
      const message = readBookingMessage(event, bookingOrigin)
      if (message === 'ready') setStatus('ready')
      else if (message === 'failed') setStatus((current) => (current === 'ready' ? current : 'failed'))
    }
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [frame, bookingOrigin])

  return status
}
