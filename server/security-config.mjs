// Settings the server and post-build step need but cannot import from app/ (those are TypeScript).
// Keep `bookingOrigin` equal to BOOKING_ORIGIN in app/content/site.ts: server/headers.test.mjs fails
// when they drift, because the CSP frame-src would then block the booking widget.

/** The only origin pages may embed in an iframe (the booking widget). */
export const bookingOrigin = 'https://cal.com'
