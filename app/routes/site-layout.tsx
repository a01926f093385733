import { useEffect, useState } from 'react'
import { Outlet, useLocation, useRouteLoaderData } from 'react-router'

import { BookingDialogTemplate } from '~/components/layout/booking-dialog-template'
import { CookieBanner } from '~/components/layout/cookie-banner'
import { ErrorScreen } from '~/components/layout/error-screen'
import { NavigationProgress } from '~/components/layout/navigation-progress'
import { ScrollToTop } from '~/components/layout/scroll-to-top'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { StaticHtml } from '~/components/ui/static-html'
import { headerNav } from '~/content/navigation'
import { Analytics } from '~/lib/analytics/analytics'
import { takeFailedTarget } from '~/lib/navigation/chunk-recovery'
import { startCountUps } from '~/lib/ui/count-up'
import { togglePressed } from '~/lib/ui/toggle-pressed'
import { useDocumentClick } from '~/lib/ui/use-document-click'
import { useStaticLinkNavigation } from '~/lib/navigation/use-static-link-navigation'
import { installBooking } from '~/shell/booking/install-booking'

import type { Route } from './+types/site-layout'

// Runs at prerender: the header's links. The footer needs no script; it is rendered at prerender
// only (StaticHtml), so neither its component nor its copy is in the client code. The layout stays
// mounted across client navigations, so the footer never needs its markup sent again.
export function loader() {
  return { nav: headerNav }
}

// The same on every page: loaded with the first page, kept for every client navigation.
export function shouldRevalidate() {
  return false
}

type LayoutData = Awaited<ReturnType<typeof loader>>

function Shell({ data, children }: { data: LayoutData | undefined; children: React.ReactNode }) {
  const { pathname } = useLocation()
  // Controls inside prerendered markup (StaticHtml) work through these: links, toggle buttons and,
  // per page, counters (the page's markup is in place when a parent's effect runs).
  useStaticLinkNavigation()
  useDocumentClick(togglePressed)
  useEffect(() => startCountUps(document.getElementById('main') ?? document), [pathname])
  // Until the shell entry (issue 24) runs it on first view.
  useEffect(() => installBooking(), [])
  // The footer was rendered at build time; its copyright year follows the visitor's clock.
  useEffect(() => {
    for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = String(new Date().getFullYear())
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-control bg-white px-4 py-2 font-semibold text-ink-900 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {data ? <SiteHeader nav={data.nav} /> : null}
      <CookieBanner />
      <NavigationProgress />
      {children}
      <StaticHtml id="site-footer">{import.meta.env.SSR ? <SiteFooter /> : null}</StaticHtml>
      <ScrollToTop />
      {/* The booking dialog's markup, cloned by its code on the first "Let's Talk" (installBooking). */}
      <StaticHtml id="booking-dialog">{import.meta.env.SSR ? <BookingDialogTemplate /> : null}</StaticHtml>
      {/* A build without an analytics provider compiles this to nothing (app/lib/analytics/globals.d.ts). */}
      {__ANALYTICS__ ? <Analytics settings={__ANALYTICS__} /> : null}
    </>
  )
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // Set when a page's code failed to load even after a full page load (see chunk-recovery.ts).
  const [failedTarget, setFailedTarget] = useState<string>()
  // Read after hydration: rendering it during hydration would not match the prerendered HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setFailedTarget(takeFailedTarget()), [])

  return (
    <Shell data={loaderData}>
      {failedTarget ? (
        <ErrorScreen
          error={new Error(`The page ${new URL(failedTarget).pathname} could not be loaded. Check your connection and try again.`)}
        />
      ) : (
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
      )}
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The layout's data is there whenever a page below it failed, which is the only way to get here.
  const data = useRouteLoaderData<typeof loader>('routes/site-layout')
  return (
    <Shell data={data}>
      <ErrorScreen error={error} />
    </Shell>
  )
}
