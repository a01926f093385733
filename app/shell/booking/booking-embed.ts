// The booking page (cal.com) in a frame of this site: its address in embed mode, and what the
// messages it posts mean to the site. The message format is in cal-embed-protocol.ts.
import { CAL_EMBED_NAMESPACE, readCalEventType } from './cal-embed-protocol'

// cal.com's embed script frames the app host, never cal.com itself: a booking page requested at
// cal.com can answer with a redirect, which Safari refuses in a frame and which the site's
// Content-Security-Policy (frame-src) would block. Its booking pages refuse framing except at the
// /embed path.
const FRAMED_HOSTS: Readonly<Record<string, string>> = { 'cal.com': 'app.cal.com' }

/** The address of the booking page in embed mode, for the booking dialog's frame. */
export function bookingEmbedUrl(bookingUrl: string): string {
  const url = new URL(bookingUrl)
  url.hostname = FRAMED_HOSTS[url.hostname] ?? url.hostname
  const path = url.pathname.replace(/\/+$/, '')
  if (!path.endsWith('/embed')) url.pathname = `${path}/embed`
  url.searchParams.set('embed', CAL_EMBED_NAMESPACE)
  return url.href
}

type BookingMessage = 'ready' | 'failed' | 'booked'

// cal.com fires both `bookingSuccessful` (deprecated) and `bookingSuccessfulV2` for one booking, and
// only V2 for a recurring one; reading V2 alone counts each booking once.
const MEANINGS: Readonly<Record<string, BookingMessage>> = {
  linkReady: 'ready',
  linkFailed: 'failed',
  bookingSuccessfulV2: 'booked',
}

/**
 * What a message posted to this window says about the booking frame: the calendar is ready to use,
 * it failed to load (an unknown or removed booking page), or the visitor booked a call. Undefined for
 * a message from any other origin than `bookingOrigin`, or that is not one of those cal.com events.
 */
export function readBookingMessage(event: MessageEvent, bookingOrigin: string): BookingMessage | undefined {
  const type = readCalEventType(event, bookingOrigin)
  return type !== undefined && Object.hasOwn(MEANINGS, type) ? MEANINGS[type] : undefined
}
