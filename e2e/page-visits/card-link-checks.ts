// Issue 26, finding 5: a card that names a destination links to it. A card is a box drawn with the
// card radius (`rounded-card`) in the page's main content: service and icon cards, office and
// story cards, the closing call-to-action band; not a figure (a drawing of the page's own content,
// such as the timeline strip), nor an FAQ accordion. It names another page when its heading or text writes that page's
// title or menu name as the page and the menus do ("Business Intelligence", "Private cloud"), or,
// for a page whose name is no term of the trade, its heading uses the name in any letter case
// ("Read our success stories"; site-page-names.ts). It must then hold a link to that page (or be
// one). And no card links to the page it is on: such a link reloads what the visitor is reading.
import { expect } from '../fixtures'
import { sitePageNames } from './site-page-names'
import type { PageCheck } from './visit'

export const cardsLinkWhatTheyName: PageCheck = {
  name: 'every card that names another page links to it, and none links to its own page',
  async run({ page }) {
    const problems = await page.evaluate(findCardLinkProblems, sitePageNames)
    expect(problems, 'cards that name a page without a link to it, or link to the page they are on').toEqual([])
  },
}

/** Runs in the page: one line per card that names a page it does not link to, or links to its own. */
function findCardLinkProblems(names: readonly { name: string; path: string; term: boolean }[]) {
  const here = location.pathname
  // Longest names first, and each match blanked out, so "Success Stories" is not also read as "Stories".
  const byLength = [...names].sort((a, b) => b.name.length - a.name.length)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  /** The text of `element`'s text nodes, a space between each (block boundaries are word boundaries). */
  const textOf = (element: Element, skip?: string) => {
    const parts: string[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip || !node.parentElement?.closest(skip)) parts.push(node.textContent ?? '')
    }
    return ` ${parts.join(' ').replace(/\s+/g, ' ')} `
  }
  const cards = [...document.querySelectorAll('main .rounded-card')].filter(
    (card) =>
      !['FIGURE', 'IMG', 'DETAILS'].includes(card.tagName) &&
      !card.parentElement?.closest('.rounded-card') &&
      card.getClientRects().length > 0,
  )
  const problems: string[] = []
  for (const card of cards) {
    const label = textOf(card.querySelector('h2, h3, h4') ?? card)
      .trim()
      .slice(0, 60)
    const anchors = [...(card.matches('a[href]') ? [card] : []), ...card.querySelectorAll('a[href]')]
    const links = anchors.map((link) => new URL((link as HTMLAnchorElement).href))
    const linked = new Set(links.filter((url) => url.origin === location.origin).map((url) => url.pathname))
    let headings = [...card.querySelectorAll('h2, h3, h4')].map((heading) => textOf(heading)).join(' ')
    let text = textOf(card, 'h2, h3, h4')
    for (const { name, path, term } of byLength) {
      const bounded = `(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`
      const headingFlags = term ? 'gu' : 'giu'
      if (!new RegExp(bounded, headingFlags).test(headings) && !new RegExp(bounded, 'u').test(text)) continue
      headings = headings.replace(new RegExp(bounded, headingFlags), ' ')
      text = text.replace(new RegExp(bounded, 'gu'), ' ')
      if (path !== here && !linked.has(path)) problems.push(`"${label}" names ${name} (${path}) but does not link to it`)
    }
    for (const url of links) {
      if (url.origin === location.origin && url.pathname === here && url.hash === '')
        problems.push(`"${label}" links to this page (${url.href})`)
    }
  }
  return [...new Set(problems)]
}
