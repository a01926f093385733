// The not-found page's search box (app/components/sections/not-found-help.tsx), with script: filled
// with the words of the address that led nowhere ("/startups" → "startups"), and the pages they find
// listed under it, again as the visitor changes the words. Submitting opens the first result.
// The page may come back after a client-side navigation (Back to the mistyped address): each time,
// the box it shows becomes the one the listeners, installed once, serve.
import { searchMessages as messages } from '~/messages/edition/search'

import { listenToPage } from '../page-events'

import { siteIndex } from './search-data'
import { searchPages } from './search-engine'
import { queryFromPath } from './query-from-path'
import { showResults } from './search-results'

const SUGGESTIONS = 3

type SuggestBox = { form: HTMLFormElement; input: HTMLInputElement; list: HTMLElement; status: HTMLElement }

let current: SuggestBox | undefined
let latest = 0

export function suggestFromAddress(box: Element): void {
  const form = box.querySelector('form')
  const input = box.querySelector('input')
  const list = box.querySelector<HTMLElement>('[data-search-suggest-results]')
  const status = box.querySelector<HTMLElement>('[data-search-suggest-status]')
  if (!form || !input || !list || !status) return
  if (!current) listen()
  current = { form, input, list, status }
  const ownPaths = (box.getAttribute('data-search-suggest') ?? '').split(' ')
  // The not-found page at its own address (/pagenotfound) has no missing address to read.
  if (!ownPaths.includes(location.pathname)) input.value = queryFromPath(location.pathname)
  if (input.value) void update(current).catch(() => undefined)
}

async function update({ input, list, status }: SuggestBox) {
  const call = ++latest
  const query = input.value
  const hits = query.trim() ? searchPages(await siteIndex(), query, SUGGESTIONS) : []
  if (call !== latest) return
  showResults(list, hits)
  status.textContent = !query.trim() ? '' : hits.length > 0 ? messages.suggestions : messages.noSuggestion(query.trim())
}

function listen() {
  listenToPage('input', (event) => {
    if (current && event.target === current.input) void update(current).catch(() => undefined)
  })
  listenToPage('submit', (event) => {
    if (!current || event.target !== current.form) return
    const first = current.list.querySelector('a')
    if (!first) return
    event.preventDefault()
    location.assign(first.href)
  })
}
