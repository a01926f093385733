import { describeError } from '~/lib/text/describe-error'
import { errorMessages } from '~/messages/edition/errors'

/**
 * The route error screen. It uses a plain anchor for "home" so it works even when the router
 * itself is what failed, and reloads the page fresh.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto grid min-h-[60vh] max-w-prose place-content-center px-5 py-20 text-center">
      <h1 className="text-3xl sm:text-4xl">{errorMessages.title}</h1>
      <p className="mt-4 text-lg text-ink-700" data-testid="error-detail">
        {describeError(error)}
      </p>
      <p className="mt-8">
        <a href="/" className="inline-flex h-11 items-center rounded-control bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
          {errorMessages.goHome}
        </a>
      </p>
    </main>
  )
}
