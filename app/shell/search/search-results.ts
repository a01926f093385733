// The list of results, in the search dialog and on the not-found page: each a real link (middle-click
// and copy work) with the page's type, its title and an excerpt with the matched words marked.
import { searchMessages as messages } from '~/messages/edition/search'

import { type ExcerptPart, excerpt } from './excerpt'
import { type PageHit, type PageKind } from './search-engine'
import { pageText } from './search-data'
import { processTerm } from './search-options.mjs'

const KIND_LABELS: Record<PageKind, string> = messages.kinds

// The pages' texts are fetched once typing pauses: each keystroke shows other pages, and fetching
// the text of every page shown along the way would fetch most of the site's (npm run bench:search).
const EXCERPT_DELAY_MS = 350
const pendingExcerpts = new WeakMap<HTMLElement, number>()

/** Replaces the items of `list` with one link per hit; the excerpts follow once typing pauses. */
export function showResults(list: HTMLElement, hits: readonly PageHit[]): void {
  clearTimeout(pendingExcerpts.get(list))
  const results = hits.map(resultItem)
  list.replaceChildren(...results.map((result) => result.item))
  pendingExcerpts.set(
    list,
    window.setTimeout(() => results.forEach((result) => result.showExcerpt()), EXCERPT_DELAY_MS),
  )
}

function resultItem(hit: PageHit): { item: HTMLLIElement; showExcerpt: () => void } {
  const item = document.createElement('li')
  const link = document.createElement('a')
  link.href = hit.path
  link.dataset.searchResult = ''
  link.className =
    'block rounded-control border border-transparent px-4 py-3 outline-none hover:bg-ink-50 focus-visible:border-brand-500 focus-visible:bg-brand-50'
  const kind = element('span', 'block text-xs font-semibold tracking-wide text-brand-700 uppercase', KIND_LABELS[hit.kind])
  const title = element('span', 'mt-0.5 block font-semibold text-ink-900', hit.title)
  const summary = element('span', 'mt-1 block text-sm text-ink-600')
  const terms = new Set(hit.terms)
  summary.append(...marked(excerpt(hit.description, terms, processTerm) ?? [{ text: hit.description, match: false }]))
  link.append(kind, title, summary)
  item.append(link)
  // The text's excerpt shows where the words are; until it arrives (or if it cannot), the description.
  const showExcerpt = () =>
    void pageText(hit.textFile).then((text) => {
      const parts = text ? excerpt(text, terms, processTerm) : null
      if (parts) summary.replaceChildren(...marked(parts))
    })
  return { item, showExcerpt }
}

function marked(parts: readonly ExcerptPart[]): (Node | string)[] {
  return parts.map((part) => (part.match ? element('mark', 'rounded-sm bg-brand-100 px-0.5 text-ink-900', part.text) : part.text))
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  node.textContent = text
  return node
}
