import { Link } from 'react-router'

import { buttonVariants } from '~/components/ui/button'
import { mostVisited } from '~/content/not-found-help'
import { NOT_FOUND_DOCUMENT_PATH, NOT_FOUND_PATH } from '~/content/route-paths'
import { SEARCH_PATH } from '~/content/search-path'
import { notFoundMessages } from '~/messages/edition/not-found'

const { search: messages } = notFoundMessages

/**
 * Under the not-found page's message: a search box and the pages visitors open most. Without script
 * the box is a form to the site map and the links are all there is. With script
 * (app/shell/search/not-found-suggestions.ts) the box is filled with the words of the missing
 * address, and the pages they find are listed under it as the visitor types.
 * `data-search-suggest` names the not-found page's own addresses, whose words find nothing.
 */
export function NotFoundHelp() {
  return (
    <div className="mt-12 grid grid-cols-1 gap-10 text-left" data-search-suggest={`${NOT_FOUND_PATH} ${NOT_FOUND_DOCUMENT_PATH}`}>
      <section aria-labelledby="not-found-search-title">
        <h2 id="not-found-search-title" className="text-xl">
          {messages.title}
        </h2>
        <form action={SEARCH_PATH} method="get" role="search" className="mt-3 flex gap-2">
          <label htmlFor="not-found-query" className="sr-only">
            {messages.title}
          </label>
          <input
            id="not-found-query"
            name="q"
            type="search"
            autoComplete="off"
            placeholder={messages.placeholder}
            className="h-11 min-w-0 flex-1 rounded-control border border-ink-200 px-3 text-base text-ink-900 placeholder:text-ink-500"
          />
          <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
            {messages.submit}
          </button>
        </form>
        <p role="status" data-search-suggest-status="" className="mt-3 text-sm text-ink-600" />
        {/* No name of its own: html-validate refuses aria-label and aria-labelledby on a list, and the
            status line above says what it holds. */}
        <ul data-search-suggest-results="" className="mt-1 grid gap-1" />
      </section>
      <section aria-labelledby="not-found-popular-title">
        <h2 id="not-found-popular-title" className="text-xl">
          {notFoundMessages.mostVisited.title}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {mostVisited.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className="block rounded-control border border-ink-100 px-4 py-3 hover:bg-ink-50">
                <span className="block font-semibold text-brand-700">{page.label}</span>
                <span className="block text-sm text-ink-600">{page.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
