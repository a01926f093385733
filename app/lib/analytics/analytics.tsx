import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { BOOKING_ORIGIN } from '~/content/booking'

import type { AnalyticsRuntimeSettings } from './analytics-build'
import { type AnalyticsController, startAnalytics } from './analytics-controller'

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
