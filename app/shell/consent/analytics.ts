// Measurement on the first view, without React. The controller (analytics-controller.ts) loads the
// provider only after consent; this module starts it and takes the page views of client-side
// navigations, which only the React side sees.
import { type AnalyticsController, startAnalytics } from './analytics-controller'

// One per page load: a second call must not load the provider twice.
let controller: AnalyticsController | undefined

/**
 * Starts measurement when the build has a provider (`__ANALYTICS__`; without one this compiles to
 * nothing, see app/lib/analytics/globals.d.ts). The controller records the page the visitor
 * arrived on as soon as consent stands: now, for an earlier Accept, or when Accept is given.
 */
export function installAnalytics(): void {
  if (!__ANALYTICS__ || controller) return
  controller = startAnalytics(__ANALYTICS__)
}

/** Records the current page after a client-side navigation; the controller skips an address it has just recorded. */
export function pageViewed(): void {
  controller?.pageViewed()
}
