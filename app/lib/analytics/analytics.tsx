import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { brand } from '~/content/brand'
import { bookingEmbedUrl } from '~/lib/booking-embed'

import type { AnalyticsRuntimeSettings } from './analytics-build'
import { type AnalyticsController, startAnalytics } from './analytics-controller'

// The booking dialog's frame posts its messages from the embed address's origin.
const BOOKING_ORIGIN = new URL(bookingEmbedUrl(brand.bookingUrl)).origin

// One per page load: the layout never unmounts, and StrictMode's second effect run must not load the
// provider twice.
let controller: AnalyticsController | undefined

/**
 * Mounted by the site layout only when a provider is configured (`__ANALYTICS__`): starts measurement
 * after hydration, and reports each client-side navigation once the new page has rendered.
 */
export function Analytics({ settings }: { settings: AnalyticsRuntimeSettings }) {
  const { pathname, search } = useLocation()
  useEffect(() => {
    controller ??= startAnalytics(settings, { bookingOrigin: BOOKING_ORIGIN })
  }, [settings])
  useEffect(() => controller?.pageViewed(), [pathname, search])
  return null
}
