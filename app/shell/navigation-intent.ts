import { clientNavigationTarget } from './plain-click'
import { listenToPage } from './page-events'

// React and React Router load when a visitor shows they may follow a link to another page of the
// site (the pointer over it, a touch or keyboard focus on it), not with the page: until then the
// page is HTML with this small script, and a phone's main thread is free. A client navigation is
// the only thing React does that this script does not (the spinner, a route's lazy code, the error
// screen). A link clicked before React is ready waits for it, with the same "Loading" spinner.
//
// The page's inline loader (scripts/build-steps/defer-hydration.mjs) defines `__startReact`: it
// loads React Router's chunks in small tasks and then hydrates. In development React loads with the
// page and there is no such function: everything here stands aside.

type RouterState = { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } }

declare global {
  interface Window {
    __startReact?: () => Promise<void>
    // Set by React Router's HydratedRouter as it hydrates. Its subscribe() reports navigations
    // synchronously, before any route module is requested, which a React effect cannot guarantee.
    __reactRouterDataRouter?: {
      navigate(to: string, options?: { replace?: boolean }): Promise<void>
      subscribe(listener: (state: RouterState) => void): () => void
    }
  }
}

/** In-site links React Router would navigate to without a page load: those its <Link>s render. */
const SITE_LINK = 'a[data-discover]'

let hydrated: () => void
const hydration = new Promise<void>((resolve) => (hydrated = resolve))
let starting: Promise<void> | undefined

/** Called by the site layout once React has hydrated the page and its effects run. */
export function markHydrated() {
  hydrated()
}

/** Loads React and hydrates the page, once; resolves when the layout has hydrated. */
export function startReact(): Promise<void> {
  starting ??= (window.__startReact?.() ?? Promise.resolve()).then(() => hydration)
  return starting
}

function siteLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SITE_LINK) : null
}

function onIntent(event: Event) {
  if (siteLink(event.target)) void startReact()
}

let spinner: HTMLElement | null = null

function onClick(event: MouseEvent) {
  if (!window.__startReact || window.__reactRouterDataRouter) return
  const link = siteLink(event.target)
  const to = link && clientNavigationTarget(event, link, location.origin)
  if (!to) return
  event.preventDefault()
  spinner ??= document.querySelector<HTMLElement>('[data-shell-loading]')
  spinner?.removeAttribute('hidden')
  const here = location.pathname + location.search + location.hash
  startReact()
    .then(() => window.__reactRouterDataRouter?.navigate(to, { replace: to === here }))
    // Should React not load (a release replaced its files), the browser follows the link.
    .catch(() => location.assign(to))
    .finally(() => spinner?.setAttribute('hidden', ''))
}

let installed = false

export function installReactOnIntent() {
  if (installed) return
  installed = true
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) listenToPage(type, onIntent, { passive: true })
  listenToPage('click', onClick)
}
