// Measurement follows the visitor's answer to the cookie banner, and nothing else: the provider is
// loaded only after Accept (on this page or an earlier visit), paused and its cookies deleted the
// moment the visitor declines or withdraws through "Cookie settings", resumed on a new Accept.
import { readConsent, type ConsentChoice } from './consent-cookie'
import { onConsentSaved } from './consent-store'

import type { AnalyticsRuntimeSettings } from '~/lib/analytics/analytics-build'
import type { AnalyticsRuntime } from '~/lib/analytics/analytics-runtime'
import { deleteCookies } from './delete-cookies'

export type AnalyticsController = {
  /** Records a page view of the current page, once per address, while consent stands. */
  pageViewed(): void
}

export function startAnalytics(settings: AnalyticsRuntimeSettings): AnalyticsController {
  let consented = false
  let runtime: Promise<AnalyticsRuntime> | undefined
  let lastUrl: string | undefined
  let referrer = document.referrer

  const recordCurrentPage = () => {
    const url = location.href.split('#')[0]!
    if (!consented || url === lastUrl) return
    const view = { url, title: document.title, referrer }
    lastUrl = url
    referrer = url
    void runtime?.then((loaded) => loaded.pageView(view))
  }

  const apply = (choice: ConsentChoice | undefined) => {
    if (choice === true && !consented) {
      consented = true
      if (runtime) void runtime.then((loaded) => loaded.resume())
      else runtime = import('~/lib/analytics/analytics-runtime').then((module) => module.startAnalyticsRuntime(settings))
      lastUrl = undefined // an Accept counts the page it was given on
      recordCurrentPage()
    } else if (choice !== true) {
      consented = false
      void runtime?.then((loaded) => loaded.pause())
      deleteCookies(document, settings.cookies)
    }
  }

  apply(readConsent(document.cookie))
  onConsentSaved(apply)
  return { pageViewed: recordCurrentPage }
}
