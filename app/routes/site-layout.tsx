import { useEffect, useRef, useState } from 'react'
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
import { PageViews } from '~/lib/analytics/page-views'
import { LoadingSpinner } from '~/components/ui/loading-spinner'
import { useStaticLinkNavigation } from '~/lib/navigation/use-static-link-navigation'
import { takeFailedTarget } from '~/shell/chunk-recovery'
import { startCountUps } from '~/shell/count-up'
import { markHydrated } from '~/shell/navigation-intent'
import { suggestOnNotFound } from '~/shell/search/install-search'
import { watchSnapRows } from '~/shell/snap-rows'
import { errorMessages } from '~/messages/edition/errors'
import { headerMessages } from '~/messages/edition/header'

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

// Regions whose markup the first view's code (app/shell/) changes: it shows the cookie banner and
// the scroll-to-top button. Made once, so React skips them when the layout renders again: a new
// render would read their markup back from the document and replace it (StaticHtml).
const cookieBannerRegion = <StaticHtml id="cookie-banner">{import.meta.env.SSR ? <CookieBanner /> : null}</StaticHtml>
const scrollToTopRegion = <StaticHtml id="scroll-to-top">{import.meta.env.SSR ? <ScrollToTop /> : null}</StaticHtml>
// The booking dialog's markup, cloned by its code on the first "Let's Talk" (app/shell/booking/).
const bookingDialogRegion = <StaticHtml id="booking-dialog">{import.meta.env.SSR ? <BookingDialogTemplate /> : null}</StaticHtml>

function Shell({ data, children }: { data: LayoutData | undefined; children: React.ReactNode }) {
  const { pathname } = useLocation()
  // Links inside prerendered markup (StaticHtml) navigate through this. Every other control there
  // works without React, from the first view's script (app/shell/).
  useStaticLinkNavigation()
  useEffect(() => markHydrated(), [])
  // That script started the first page's counters and watched its card rows; each page navigated
  // to starts its own (its markup is in place when a parent's effect runs).
  const countedPath = useRef<string>(undefined)
  useEffect(() => {
    const first = countedPath.current === undefined
    if (countedPath.current === pathname) return
    countedPath.current = pathname
    if (first) return
    // Its sideways rows too: whether each scrolls, and so shows its controls, depends on its size.
    watchSnapRows()
    // The not-found page's search box, filled with the words of the address.
    suggestOnNotFound()
    return startCountUps(document.getElementById('main') ?? document)
  }, [pathname])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-control bg-white px-4 py-2 font-semibold text-ink-900 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {headerMessages.skipLink}
      </a>
      {data ? <SiteHeader nav={data.nav} /> : null}
      {cookieBannerRegion}
      <NavigationProgress />
      {/* Shown by the first view's script while a link clicked before React was ready waits for it. */}
      <div
        data-shell-loading=""
        hidden
        className="pointer-events-none fixed inset-x-0 top-[calc(var(--spacing-nav)+1rem)] z-50 flex justify-center"
      >
        <LoadingSpinner />
      </div>
      {children}
      <StaticHtml id="site-footer">{import.meta.env.SSR ? <SiteFooter /> : null}</StaticHtml>
      {scrollToTopRegion}
      {bookingDialogRegion}
      {/* A build without an analytics provider compiles this to nothing (app/lib/analytics/globals.d.ts). */}
      {__ANALYTICS__ ? <PageViews /> : null}
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
        <ErrorScreen error={new Error(errorMessages.pageNotLoaded(new URL(failedTarget).pathname))} />
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
