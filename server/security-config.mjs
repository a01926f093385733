// Settings the server and post-build step need but cannot import from app/ (those are TypeScript).
// Keep `bookingOrigin` equal to BOOKING_ORIGIN in app/content/booking.ts: server/headers.test.mjs fails
// when they drift, because the CSP frame-src would then block the booking widget.

/**
 * The only origin pages may embed in an iframe: the booking page in embed mode, which cal.com
 * serves from its app host (app/lib/booking/booking-embed.ts), not from the cal.com address visitors see.
 */
export const bookingOrigin = 'https://app.cal.com'
