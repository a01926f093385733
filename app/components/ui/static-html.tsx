import type { ReactNode } from 'react'

import type { WithStaticHtml } from '~/lib/navigation/load-static-html'

type StaticHtmlProps = {
  /** Names the region in the document, so the client can find its markup. Unique per page. */
  id: string
  /** The route's loader data: after a client-side navigation it has the region's markup (see load-static-html.ts). */
  loaderData?: WithStaticHtml<object>
  /** What the region shows; rendered only at prerender. Pass it as `import.meta.env.SSR ? … : null`. */
  children?: ReactNode
}

/**
 * A page region that needs no script. At prerender it renders its children; the browser never gets
 * those components or their copy. At hydration React adopts the markup already in the document
 * without walking it; after a client-side navigation it shows the markup fetched with the page.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function StaticHtml({ id, loaderData, children }: StaticHtmlProps) {
  const region = { id, 'data-static-html': '', className: 'contents' }
  if (import.meta.env.SSR) return <div {...region}>{children}</div>
  // At hydration there is no fetched markup and the region's markup is the document's own: reading
  // it back keeps it.
  const html = loaderData?.staticHtml?.[id] ?? document.getElementById(id)?.innerHTML ?? ''
  return <div {...region} dangerouslySetInnerHTML={{ __html: html }} />
}
