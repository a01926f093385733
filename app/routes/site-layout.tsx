import { useEffect, useState } from 'react'
import { Outlet } from 'react-router'

import { BookingProvider } from '~/components/layout/booking'
import { CookieBanner } from '~/components/layout/cookie-banner'
import { ErrorScreen } from '~/components/layout/error-screen'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { ScrollToTop } from '~/components/layout/scroll-to-top'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { takeFailedTarget } from '~/lib/chunk-recovery'

import type { Route } from './+types/site-layout'

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <BookingProvider>
      <a
        href="#main"
        className="sr-only z-[60] rounded-control bg-white px-4 py-2 font-semibold text-ink-900 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <CookieBanner />
      <NavigationProgress />
      {children}
      <SiteFooter />
      <ScrollToTop />
    </BookingProvider>
  )
}

export default function SiteLayout() {
  // Set when a page's code failed to load even after a full page load (see chunk-recovery.ts).
  const [failedTarget, setFailedTarget] = useState<string>()
  // Read after hydration: rendering it during hydration would not match the prerendered HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setFailedTarget(takeFailedTarget()), [])

  return (
    <Shell>
      {failedTarget ? (
        <ErrorScreen error={new Error(`The page ${new URL(failedTarget).pathname} could not be loaded. Check your connection and try again.`)} />
      ) : (
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
      )}
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorScreen error={error} />
    </Shell>
  )
}
