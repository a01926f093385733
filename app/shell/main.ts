// The first view's script: everything a visitor can do on a page before following a link to another
// of the site's pages, in plain DOM code on prerendered markup. React loads only on that intent
// (navigation-intent.ts). Loaded once the page has painted (scripts/build-steps/defer-hydration.mjs),
// and in development by the client entry. Everything it imports must be as small: it lives in
// app/shell/ and imports nothing from React (eslint.config.js holds it to that).

import { installBooking } from './booking/install-booking'
import { installAnalytics } from './consent/analytics'
import { installCookieBanner } from './consent/cookie-banner'
import { type RecoveryDecision, claimRecovery, decideRecovery, pendingTarget, rememberFailedTarget } from './chunk-recovery'
import { startCountUps } from './count-up'
import { showCurrentYear } from './current-year'
import { installMobileMenu } from './mobile-menu'
import { installNavDropdowns } from './nav-dropdown'
import { installReactOnIntent, startReact } from './navigation-intent'
import { installScrollToTop } from './scroll-to-top'
import { installSearch } from './search/install-search'
import { installSnapRows } from './snap-rows'
import { installTogglePressed } from './toggle-pressed'

/**
 * Whether this load was React Router's reload after a page's code failed to load (chunk-recovery.ts).
 * That is always a reload, so any other load skips sessionStorage: its first read is a synchronous
 * round trip to the browser process, which a loading page's main thread waits for.
 */
export const recovery: RecoveryDecision = mayBeReload() ? decideRecovery(sessionStorage, location.href) : { kind: 'none' }

// Vite raises this for dynamic imports written in app code. Load the page the visitor was going to
// (or this one) once; if that was already tried, let the error reach the route error screen.
window.addEventListener('vite:preloadError', (event) => {
  const target = pendingTarget(sessionStorage) ?? location.href
  if (claimRecovery(sessionStorage, target)) {
    event.preventDefault()
    location.assign(target)
  }
})

if (recovery.kind === 'load') {
  // The prerendered HTML of the target carries everything it needs; nothing to start on this page.
  location.replace(recovery.to)
} else {
  installNavDropdowns()
  installMobileMenu()
  installBooking()
  installSearch()
  installCookieBanner()
  installAnalytics()
  installScrollToTop()
  installTogglePressed()
  installSnapRows()
  startCountUps(document.getElementById('main') ?? document)
  showCurrentYear()
  installReactOnIntent()
  // For tests and tools: the page's controls work from here on.
  document.documentElement.dataset.shell = 'ready'
  if (recovery.kind === 'give-up') {
    // The page the visitor was going to failed twice: React shows the error screen at once.
    rememberFailedTarget(recovery.to)
    void startReact()
  }
}

/** False only when the browser says this load was not a reload. */
function mayBeReload() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation === undefined || navigation.type === 'reload'
}
