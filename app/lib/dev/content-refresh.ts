// `npm run dev` and the editor's preview (the same server): when a content save changed only what
// pages render at prerender, the content plugin says so (CONTENT_CHANGED_EVENT) instead of reloading
// the page. The open page fetches its own HTML again and swaps in the regions rendered at prerender
// only (StaticHtml: the page's body and the footer) and its title and description. Styles, scripts
// and hydration stay as they are, and so does the scroll position, so the change shows about as
// soon as the server has rendered the page. If anything else differs (the header's links and
// labels, which React renders), or the page is gone, it reloads instead.
import { readStaticHtml } from '~/lib/navigation/load-static-html'
import { CONTENT_CHANGED_EVENT } from './content-events'

export function refreshOnContentChange() {
  import.meta.hot?.on(CONTENT_CHANGED_EVENT, () => {
    swapInFreshMarkup().catch((error: unknown) => reload(`the page could not be swapped in (${String(error)})`))
  })
}

async function swapInFreshMarkup() {
  const response = await fetch(window.location.pathname + window.location.search, { cache: 'no-store' })
  if (!response.ok) return reload(`the page answers ${response.status}`)
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html')
  if (headerOf(fresh) !== headerOf(document)) return reload("the header's links or labels changed")
  const markup = readStaticHtml(fresh)
  const regions = [...document.querySelectorAll<HTMLElement>('[data-static-html]')]
  if (regions.some((region) => markup[region.id] === undefined)) return reload("the page's regions changed")
  for (const region of regions) region.innerHTML = markup[region.id]!
  document.title = fresh.title
  const description = fresh.querySelector('meta[name="description"]')?.getAttribute('content')
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  // A page reached by a client-side navigation keeps its regions' markup in its loader data, and
  // React would put the old markup back on its next render: the route's data is loaded again too.
  void (window as RouterWindow).__reactRouterDataRouter?.revalidate()
}

type RouterWindow = Window & { __reactRouterDataRouter?: { revalidate(): Promise<void> } }

/**
 * What React renders from content outside the static regions: the header's words and links. Its
 * <noscript> part is left out: a parsed document reads it as elements, the live page as text.
 */
function headerOf(root: Document) {
  const header = root.querySelector('header')?.cloneNode(true) as HTMLElement | undefined
  if (!header) return ''
  for (const fallback of header.querySelectorAll('noscript')) fallback.remove()
  const links = [...header.querySelectorAll('a')].map((link) => `${link.getAttribute('href')} ${link.textContent}`)
  return `${header.textContent}\n${links.join('\n')}`
}

/** Says in the console why the change could not be shown in place, then reloads. */
function reload(why: string) {
  console.info(`Content changed; reloading: ${why}.`)
  window.location.reload()
}
