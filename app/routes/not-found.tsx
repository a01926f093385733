import { Link } from 'react-router'

import { buttonVariants } from '~/components/ui/button'
import { NOT_FOUND_PATH, notFound } from '~/content/not-found'
import { buildMeta } from '~/lib/seo/meta'
import { notFoundMessages } from '~/messages/edition/not-found'
import { FirstScreenEnd } from '~/components/sections/first-screen'
import { NotFoundHelp } from '~/components/sections/not-found-help'
import { StaticHtml } from '~/components/ui/static-html'
import { loadStaticHtmlOf } from '~/lib/navigation/load-static-html'

import type { Route } from './+types/not-found'

// One fixed canonical: the same document answers every unknown URL, and the tags must not change
// between the prerendered HTML and the hydrated page.
export function meta() {
  return buildMeta({ title: notFoundMessages.title, description: notFound.seoDescription, path: NOT_FOUND_PATH, noIndex: true })
}

// Nothing to load at prerender; a loader all the same, or React Router would run the client loader
// at hydration, with nothing to show until it returned (a client loader without one is hydrated so).
export function loader() {
  return {}
}

// After a client-side navigation to an address that is not a page (Back to a mistyped address, a
// stale link), the help under the message comes from the prerendered not-found page.
export const clientLoader = loadStaticHtmlOf(NOT_FOUND_PATH)

// Renders normally (status 200) at build time because prerendering rejects other statuses;
// the servers send this document with status 404 for every unknown URL.
export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return (
    // From the top, not centred in the screen: a centred column moves up as the help under the
    // message arrives after the first paint (layout shift on a slow connection, e2e/slow-html.spec.ts).
    <div className="mx-auto max-w-2xl px-5 pt-16 pb-20 text-center sm:pt-20">
      <img src="/images/not-found.svg" alt="" width={240} height={160} className="mx-auto mb-8 h-40 w-60" />
      <h1 className="text-4xl sm:text-5xl">{notFound.title}</h1>
      <p className="mt-5 text-lg text-ink-700">{notFound.lead}</p>
      <p className="mt-3 text-ink-600">
        {notFound.hint.before}{' '}
        <Link to={notFound.hint.link.path} className="font-semibold text-brand-700 underline underline-offset-4">
          {notFound.hint.link.label}
        </Link>
        {spaceBefore(notFound.hint.after)}
      </p>
      <p className="mt-8">
        <Link to={notFound.backLink.path} className={buttonVariants({ size: 'lg' })}>
          {notFound.backLink.label}
        </Link>
      </p>
      <FirstScreenEnd />
      {/* A search box and the pages visitors open most; rendered at prerender only, so the page's
          code in the browser stays as small as it was (app/shell/search/ brings the box to life). */}
      <StaticHtml id="not-found-help" loaderData={loaderData}>
        {import.meta.env.SSR ? <NotFoundHelp /> : null}
      </StaticHtml>
    </div>
  )
}

/** The text after the link, with the space a sentence needs there unless it starts with punctuation. */
function spaceBefore(text: string) {
  return /^[.,;:!?)]/.test(text) ? text : ` ${text}`
}
