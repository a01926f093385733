// Matomo: commands go into its documented _paq queue. Cookie consent is required and given for this
// page only (never remembered in a cookie of Matomo's own); pause() takes it back, which makes
// Matomo delete its cookies and stop writing them.
import { type CreateAdapter, loadScript } from './adapter'

declare global {
  interface Window {
    _paq?: unknown[][]
  }
}

export const createMatomoAdapter: CreateAdapter = (settings, win) => {
  // Not kept in a variable: once matomo.js has run, window._paq is its own object, which runs each
  // command as it is pushed.
  const paq = { push: (...commands: unknown[][]) => (win._paq ??= []).push(...commands) }
  paq.push(['requireCookieConsent'], ['setCookieConsentGiven'], ['setTrackerUrl', settings.endpoint], ['setSiteId', settings.siteId])
  loadScript(win, settings.scriptUrl)
  let paused = false
  return {
    pageView({ url, title, referrer }) {
      if (paused) return
      paq.push(['setReferrerUrl', referrer], ['setCustomUrl', url], ['setDocumentTitle', title], ['trackPageView'])
    },
    conversion({ name, detail }) {
      if (paused) return
      paq.push(detail ? ['trackEvent', 'Conversion', name, detail] : ['trackEvent', 'Conversion', name])
    },
    pause() {
      paused = true
      paq.push(['forgetCookieConsentGiven'])
    },
    resume() {
      paused = false
      paq.push(['setCookieConsentGiven'])
    },
  }
}
