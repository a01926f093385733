// The booking page as the booking dialog frames it (app/shell/booking/booking-embed.ts): in embed mode, on
// cal.com's app host for a cal.com link. Kept apart from site.ts so that the first view, which
// imports site settings, does not carry the embed code the dialog loads later.
import { bookingEmbedUrl } from '~/shell/booking/booking-embed'
import { brand } from './brand'

/** The address of the booking dialog's frame. */
export const BOOKING_EMBED_URL = bookingEmbedUrl(brand.bookingUrl)

/** Origin of the framed booking page: the only host the site may frame, and the only sender of booking messages. */
export const BOOKING_ORIGIN = new URL(BOOKING_EMBED_URL).origin
