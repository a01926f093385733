import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'

import { ErrorScreen } from '~/components/layout/error-screen'
import { FIRST_SCREEN_END_ID } from '~/components/sections/first-screen'
import { LoadingSpinner } from '~/components/ui/loading-spinner'
import { SITE_LANGUAGE } from '~/content/locale'
import { useNavigationTracking } from '~/lib/navigation/use-navigation-tracking'

import type { Route } from './+types/root'
import fontUrl from './fonts/inter-variable-subset.woff2?url'
import stylesheet from './styles/app.css?url'

const OPENED_AT_TOP_SCRIPT = 'if(!location.hash)document.documentElement.setAttribute("data-opened-at-top","")'

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={SITE_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet, so it does not wait for it. A visit to a fragment scrolls by the heights of
            the sections above its target, so only a visit without one lets app.css lay out a page's lower
            sections and footer later (content-visibility). */}
        <script dangerouslySetInnerHTML={{ __html: OPENED_AT_TOP_SCRIPT }} />
        {/* First in the head: the one render-blocking request must not queue behind the scripts. */}
        <link rel="stylesheet" href={stylesheet} />
        <meta name="theme-color" content="#0b1b33" />
        {/* No paint before the page’s opening band is parsed: first-screen.tsx says why. */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
        <Meta />
        <Links />
        {/* Controls that need script are hidden when it is off; native fallbacks stand in for them. */}
        <noscript>
          <style>{'[data-js-only]{display:none!important}'}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useNavigationTracking()
  return <Outlet />
}

// Only used by the SPA fallback document; every real page is prerendered with its content.
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <LoadingSpinner />
    </div>
  )
}

// Last line of defence: errors the site layout's own boundary could not render.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />
}
