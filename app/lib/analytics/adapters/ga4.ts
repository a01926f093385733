// Google Analytics 4 through gtag.js: automatic page views off (the site sends one per page,
// client-side navigations included), advertising signals off, storage granted only while the
// visitor's consent stands. pause() sets Google's documented per-stream off switch.
import { type CreateAdapter, loadScript } from './adapter'

declare global {
  interface Window {
    dataLayer?: unknown[]
    [gaDisable: `ga-disable-${string}`]: boolean | undefined
  }
}

/** GA4 event names are snake_case: "Booking opened" -> booking_opened. */
export const ga4EventName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')

export const createGa4Adapter: CreateAdapter = (settings, win) => {
  const dataLayer = (win.dataLayer ??= [])
  // gtag.js reads each command as an Arguments object, not an array: this is its documented stub.
  const gtag = function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  const id = settings.siteId
  gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
  gtag('js', new Date())
  gtag('config', id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false })
  loadScript(win, settings.scriptUrl)
  let paused = false
  return {
    pageView: ({ url, title, referrer }) =>
      !paused && gtag('event', 'page_view', { page_location: url, page_title: title, page_referrer: referrer }),
    conversion: ({ name, detail }) => !paused && gtag('event', ga4EventName(name), detail ? { detail } : {}),
    pause() {
      paused = true
      win[`ga-disable-${id}`] = true
      gtag('consent', 'update', { analytics_storage: 'denied' })
    },
    resume() {
      paused = false
      win[`ga-disable-${id}`] = false
      gtag('consent', 'update', { analytics_storage: 'granted' })
    },
  }
}
