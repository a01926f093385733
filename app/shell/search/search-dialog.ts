// The search dialog, built the first time a visitor opens search (install-search.ts loads this
// module then), and kept in the document after, closed. A native modal <dialog> (modal-dialog.ts):
// the page behind is inert, so focus stays inside; Escape closes it and focus goes back to what
// opened it. On phones it fills the screen; from 640 px it is a panel near the top.
//
// Keys: results come as the visitor types; Arrow Down from the field moves into the results, the
// arrows move between them and back to the field, Enter opens the focused result (or, from the
// field, the first one). Results are links, so a middle-click or a copy works as anywhere else.
import { searchMessages as messages } from '~/messages/edition/search'

import { keepFocusInside } from '../keep-focus-inside'
import { openModal } from '../modal-dialog'
import { listenToPage } from '../page-events'

import { siteIndex } from './search-data'
import { searchPages } from './search-engine'
import { showResults } from './search-results'

const SEARCH_LIMIT = 8

type Parts = { dialog: HTMLDialogElement; input: HTMLInputElement; list: HTMLUListElement; status: HTMLElement }

let parts: Parts | undefined

/** Opens the dialog, focused on its field; `query` fills the field (and shows its results). */
export function openSearchDialog(query?: string): void {
  parts ??= createDialog()
  const { dialog, input } = parts
  // The index is fetched as the dialog opens, so it is there by the first keystroke.
  void siteIndex().catch(() => undefined)
  if (query !== undefined) input.value = query
  if (!dialog.open) openModal(dialog)
  input.focus()
  input.select()
  void update(parts)
}

function createDialog(): Parts {
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-labelledby', 'search-dialog-title')
  dialog.dataset.searchDialog = ''
  dialog.className =
    'm-0 h-dvh max-h-none w-screen max-w-none flex-col bg-white p-0 open:flex text-ink-900 backdrop:bg-ink-900/40 sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:w-[min(42rem,calc(100vw-2rem))] sm:rounded-card sm:shadow-raised'
  dialog.innerHTML = `
    <form role="search" class="flex items-center gap-2 border-b border-ink-100 px-4 py-3">
      <h2 id="search-dialog-title" class="sr-only">${html(messages.title)}</h2>
      <label for="search-dialog-input" class="sr-only">${html(messages.title)}</label>
      <input id="search-dialog-input" type="search" autocomplete="off" spellcheck="false" enterkeyhint="go"
        placeholder="${html(messages.placeholder)}"
        class="h-11 min-w-0 flex-1 rounded-control border border-ink-200 px-3 text-base text-ink-900 placeholder:text-ink-500" />
      <button type="button" data-search-close class="h-11 rounded-control px-3 text-sm font-medium text-ink-700 hover:bg-ink-50">${html(messages.close)}</button>
    </form>
    <p role="status" class="px-5 pt-3 text-sm text-ink-600"></p>
    <ul class="grid min-h-0 flex-1 content-start gap-1 overflow-y-auto px-2 pt-2 pb-4" aria-label="${html(messages.results)}"></ul>
    <p class="border-t border-ink-100 px-5 py-3 text-sm text-ink-600">${html(messages.browse.before)} <a href="/search" class="font-semibold text-brand-700 underline underline-offset-4">${html(messages.browse.link)}</a>${html(messages.browse.after)}</p>`
  const input = dialog.querySelector('input')!
  const list = dialog.querySelector('ul')!
  const status = dialog.querySelector<HTMLElement>('[role="status"]')!
  const found: Parts = { dialog, input, list, status }

  // On the window, as every first-view listener (page-events.ts), each for events inside the dialog.
  const inDialog = (event: Event) => event.target instanceof Node && dialog.contains(event.target)
  listenToPage('input', (event) => {
    if (event.target === input) void update(found)
  })
  listenToPage('submit', (event) => {
    if (!inDialog(event)) return
    event.preventDefault()
    list.querySelector('a')?.click()
  })
  listenToPage('click', (event) => {
    // The close button, or a click on the backdrop (the dialog itself, outside its panel).
    if (event.target === dialog || (event.target instanceof Element && inDialog(event) && event.target.closest('[data-search-close]')))
      dialog.close()
  })
  listenToPage('keydown', (event) => {
    if (dialog.open && inDialog(event)) onKey(event, found)
  })
  // In <body>, outside the layout's regions: React may set a region's markup again on a later render.
  document.body.append(dialog)
  return found
}

let latest = 0

async function update({ input, list, status }: Parts) {
  const query = input.value
  const call = ++latest
  if (!query.trim()) {
    list.replaceChildren()
    status.textContent = messages.prompt
    return
  }
  let hits
  try {
    hits = searchPages(await siteIndex(), query, SEARCH_LIMIT)
  } catch {
    if (call === latest) status.textContent = messages.failed
    return
  }
  // A slower earlier call must not overwrite the results of what the visitor has typed since.
  if (call !== latest) return
  showResults(list, hits)
  status.textContent = hits.length === 0 ? messages.noMatch(query.trim()) : messages.resultCount(hits.length)
}

/** Text for the dialog's markup, with the characters HTML reads as markup escaped. */
function html(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

function onKey(event: KeyboardEvent, { dialog, input, list }: Parts) {
  const links = [...list.querySelectorAll('a')]
  const at = links.indexOf(document.activeElement as HTMLAnchorElement)
  if (event.key === 'Tab') {
    keepFocusInside(event, dialog)
  } else if (event.key === 'Escape') {
    // type="search" would clear the field first; Escape closes, as the dialog says.
    event.preventDefault()
    dialog.close()
  } else if (event.key === 'ArrowDown' && links.length > 0) {
    event.preventDefault()
    links[Math.min(at + 1, links.length - 1)]!.focus()
  } else if (event.key === 'ArrowUp' && at >= 0) {
    event.preventDefault()
    ;(at === 0 ? input : links[at - 1]!).focus()
  } else if (at >= 0 && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    // Typing on a result goes on in the field.
    input.focus()
  }
}
