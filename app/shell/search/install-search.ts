// Site search on the first view: one click listener and one key listener. Every search button is a
// link to the site map (`a[data-search-open]`, /search), which is what a visitor without script gets;
// with script the link, `/` and Ctrl+K or Cmd+K open the search dialog instead. Its code and the index
// are fetched when a visitor first opens it. On the not-found page, the search box under the
// message (`[data-search-suggest]`) gets the words of the missing address and their results.
import { isPlainClick } from '../plain-click'
import { listenToPage } from '../page-events'

// The site map's address in this edition (SEARCH_PATH of app/content/search-path.ts, which this code may not import).
const SEARCH_PATH = `${import.meta.env.EDITION_PREFIX}/search`

let installed = false

export function installSearch(): void {
  if (installed) return
  installed = true
  listenToPage('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-search-open]') : null
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return
    event.preventDefault()
    // From the full-screen menu, which closes on the click: focus goes back to the menu's button
    // once search closes, as the link will be out of sight.
    if (link.closest('dialog[data-mobile-menu]')) document.querySelector<HTMLElement>('[data-mobile-menu-open]')?.focus()
    void openSearch(link.href)
  })
  listenToPage('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || !isSearchShortcut(event)) return
    event.preventDefault()
    void openSearch()
  })
  suggestOnNotFound()
  // The site map reached with words (the not-found page's form, or a shared link): search them.
  const query = location.pathname === SEARCH_PATH ? new URLSearchParams(location.search).get('q') : null
  if (query) void openSearch(undefined, query)
}

/** `/` outside a text field, or Ctrl+K (Cmd+K on a Mac) anywhere. */
function isSearchShortcut(event: KeyboardEvent) {
  if (event.altKey || event.shiftKey) return false
  if (event.key.toLowerCase() === 'k') return event.ctrlKey || event.metaKey
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target)
}

function isTextField(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))
}

// A bare import() for each (vite.config.ts): the first view pays for the listeners only. Should the
// code not arrive (a release replaced it), the link is followed, as without script.
async function openSearch(fallback?: string, query?: string) {
  try {
    const dialog = await import('./search-dialog')
    dialog.openSearchDialog(query)
  } catch {
    if (fallback) location.assign(fallback)
  }
}

/**
 * On the not-found page, fills its search box with the missing address's words and lists what they
 * find. Run by the first view, and by the site layout after each client-side navigation.
 */
export function suggestOnNotFound(root: ParentNode = document): void {
  const suggest = root.querySelector('[data-search-suggest]')
  if (suggest) void suggestPages(suggest)
}

async function suggestPages(box: Element) {
  try {
    const suggestions = await import('./not-found-suggestions')
    suggestions.suggestFromAddress(box)
  } catch {
    // The box stays as prerendered: a form to the site map.
  }
}
