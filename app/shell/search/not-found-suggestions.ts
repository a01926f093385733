// The not-found page's search box (app/components/sections/not-found-help.tsx), with script: filled
// with the words of the address that led nowhere ("/startups" → "startups"), and the pages they find
// listed under it, again as the visitor changes the words. Submitting opens the first result.
import { listenToPage } from '../page-events'

import { siteIndex } from './search-data'
import { searchPages } from './search-engine'
import { queryFromPath } from './query-from-path'
import { showResults } from './search-results'

const SUGGESTIONS = 3

export function suggestFromAddress(box: Element): void {
  const form = box.querySelector('form')
  const input = box.querySelector('input')
  const list = box.querySelector<HTMLElement>('[data-search-suggest-results]')
  const status = box.querySelector<HTMLElement>('[data-search-suggest-status]')
  if (!form || !input || !list || !status) return
  const ownPaths = (box.getAttribute('data-search-suggest') ?? '').split(' ')
  // The not-found page at its own address (/pagenotfound) has no missing address to read.
  if (!ownPaths.includes(location.pathname)) input.value = queryFromPath(location.pathname)

  let latest = 0
  const update = async () => {
    const call = ++latest
    const query = input.value
    const hits = query.trim() ? searchPages(await siteIndex(), query, SUGGESTIONS) : []
    if (call !== latest) return
    showResults(list, hits)
    status.textContent = !query.trim() ? '' : hits.length > 0 ? 'You may be looking for:' : `No page matches “${query.trim()}”.`
  }
  listenToPage('input', (event) => {
    if (event.target === input) void update().catch(() => undefined)
  })
  listenToPage('submit', (event) => {
    const first = list.querySelector('a')
    if (event.target !== form) return
    if (!first) return
    event.preventDefault()
    location.assign(first.href)
  })
  if (input.value) void update().catch(() => undefined)
}
