import { useEffect, useRef } from 'react'

import { LoadingSpinner } from '~/components/ui/loading-spinner'
import { BOOKING_EMBED_URL, BOOKING_ORIGIN } from '~/content/booking'
import { brand } from '~/content/brand'
import { cn } from '~/lib/ui/cn'
import { type BookingFrameStatus, useBookingFrameStatus } from '~/lib/booking/use-booking-frame-status'

import { BookingAlternatives, BookingFallbackMessage } from './booking-fallback'

type BookingFrameProps = {
  /** Closes the dialog when a link in it moves to another page of the site. */
  onNavigate: () => void
}

/**
 * The booking calendar in a frame, hidden behind a loading state until it reports ready; if it
 * has not within a few seconds, or reports a failure, the other ways to reach us take the loading
 * state's place. The frame keeps loading behind them and replaces them once it is ready. The
 * message area keeps the frame's size, so nothing around it moves.
 */
export function BookingFrame({ onNavigate }: BookingFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const status = useBookingFrameStatus(frame, BOOKING_ORIGIN)
  const ready = status === 'ready'

  // When the frame replaces the message, focus that was on one of its links (now gone) goes on in the calendar.
  useEffect(() => {
    if (ready && (document.activeElement === null || document.activeElement === document.body)) frame.current?.focus()
  }, [ready])

  return (
    <>
      <div className="relative min-h-0 flex-1" aria-busy={status === 'loading'}>
        {/* Hidden, not removed, until ready: it keeps loading, while its blank or error page stays out of sight and out of the tab order. */}
        <iframe
          ref={frame}
          src={BOOKING_EMBED_URL}
          title={`Booking calendar of ${brand.name}`}
          className={cn('size-full border-0', !ready && 'invisible')}
        />
        <div className={ready ? 'sr-only' : 'absolute inset-0 overflow-y-auto bg-white'}>
          <div className="mx-auto flex min-h-full max-w-xl flex-col justify-center gap-6 px-6 py-8">
            {/* Present from the start, so each change is announced politely: slow or failed, then ready. */}
            <div aria-live="polite">
              <StatusMessage status={status} />
            </div>
            {status === 'slow' || status === 'failed' ? <BookingAlternatives onNavigate={onNavigate} /> : null}
          </div>
        </div>
      </div>
      {ready ? (
        <p className="border-t border-ink-100 px-5 py-2 text-sm text-ink-600">
          Calendar not working?{' '}
          <a
            href={brand.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Open the booking page in a new tab
          </a>
        </p>
      ) : null}
    </>
  )
}

function StatusMessage({ status }: { status: BookingFrameStatus }) {
  if (status === 'loading') {
    return (
      <div className="flex justify-center">
        <LoadingSpinner label="Loading the booking calendar" />
      </div>
    )
  }
  if (status === 'ready') return <p>The booking calendar has loaded.</p>
  return <BookingFallbackMessage failed={status === 'failed'} />
}
