import { data } from 'react-router'

/** Loader data of a route whose regions are StaticHtml; `staticHtml` is there after client navigations. */
export type WithStaticHtml<T> = T & { staticHtml?: Record<string, string> }

type ClientLoaderArgs<T> = { request: Request; serverLoader: () => Promise<T> }

/**
 * A route's `clientLoader`: its data file and, for its StaticHtml regions, the prerendered page
 * itself, read with DOMParser. The page is the one document that has the markup, so it is not
 * duplicated into the data embedded in every page.
 */
export async function loadWithStaticHtml<T extends object>({ request, serverLoader }: ClientLoaderArgs<T>): Promise<WithStaticHtml<T>> {
  const [loaded, staticHtml] = await Promise.all([serverLoader(), fetchStaticHtml(request.url, request.signal)])
  return { ...loaded, staticHtml }
}

/**
 * The `clientLoader` of a route whose regions are the same at every address it answers: the
 * not-found page, whose catch-all has no page of its own at the missing address. The regions come
 * from the prerendered page at `path`.
 */
export function loadStaticHtmlOf(path: string) {
  return async ({ request }: { request: Request }): Promise<WithStaticHtml<object>> => ({
    staticHtml: await fetchStaticHtml(new URL(path, request.url).href, request.signal),
  })
}

async function fetchStaticHtml(url: string, signal: AbortSignal): Promise<Record<string, string>> {
  const response = await fetch(url, { signal, headers: { Accept: 'text/html' } })
  // Shown by the error screen like a failed data request: status and status text.
  if (!response.ok) throw data(null, { status: response.status, statusText: response.statusText })
  return readStaticHtml(new DOMParser().parseFromString(await response.text(), 'text/html'))
}

/** The markup of every StaticHtml region of a document, by region id. */
export function readStaticHtml(page: Pick<Document, 'querySelectorAll'>): Record<string, string> {
  return Object.fromEntries([...page.querySelectorAll('[data-static-html]')].map((region) => [region.id, region.innerHTML]))
}
