// Issue 26, finding 6: layouts without holes. At 1280 px no card ends in more than 120 px of blank
// space (a card stretched to a taller neighbour's height, its text long over); at 375 px a last,
// odd tile of a two-column grid spans the row instead of sitting beside an empty cell.
import { renderAllSections } from '../../scripts/dev-tools/render-all-sections.mjs'
import { expect } from '../fixtures'
import type { PageCheck } from './visit'

/** Blank space a card may end in: about two lines of card text and their gap. */
export const MAX_CARD_BLANK_PX = 120

export const cardsEndInContent: PageCheck = {
  name: `no card ends in more than ${MAX_CARD_BLANK_PX} px of blank space`,
  async run({ page }) {
    // Sections far below the fold are laid out only near the viewport (content-visibility: auto).
    await renderAllSections(page)
    const blanks = await page.evaluate(measureCardBlanks)
    const holes = blanks.filter((card) => card.blank > MAX_CARD_BLANK_PX).map((card) => `"${card.label}": ${card.blank} px`)
    expect(holes, `cards whose content ends more than ${MAX_CARD_BLANK_PX} px above their bottom`).toEqual([])
  },
}

export const loneTilesSpanTheRow: PageCheck = {
  name: 'a last odd tile in a two-column grid spans both columns',
  async run({ page }) {
    await renderAllSections(page)
    expect(await page.evaluate(findLoneTiles), 'tiles alone in the last row of a two-column grid').toEqual([])
  },
}

/**
 * Runs in the page: for every visible card (a box with the card radius) in the main content, how far
 * its content (text, pictures, drawn boxes) ends above its content box's bottom, in whole pixels.
 */
function measureCardBlanks() {
  const labelOf = (card: Element) => (card.querySelector('h2, h3, h4, dt, p')?.textContent ?? '').trim().slice(0, 60)
  const drawnTags = new Set(['IMG', 'svg', 'CANVAS', 'VIDEO', 'INPUT', 'BUTTON'])
  /** The lowest edge of what is drawn inside `card`. */
  function contentBottom(card: Element) {
    let bottom = Number.NEGATIVE_INFINITY
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        // Text hidden for sight (sr-only) is a 1 px box: not content a visitor sees.
        for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) bottom = Math.max(bottom, rect.bottom)
        continue
      }
      const element = node as Element
      const style = getComputedStyle(element)
      const drawn =
        drawnTags.has(element.tagName) ||
        style.backgroundImage !== 'none' ||
        (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
        Number.parseFloat(style.borderBottomWidth) > 0
      const box = element.getBoundingClientRect()
      if (drawn && style.visibility !== 'hidden' && box.width > 1 && box.height > 1) bottom = Math.max(bottom, box.bottom)
    }
    return bottom
  }
  return [...document.querySelectorAll('main .rounded-card')]
    .filter((card) => card.getClientRects().length > 0 && card.tagName !== 'IMG')
    .flatMap((card) => {
      const end = contentBottom(card)
      if (end === Number.NEGATIVE_INFINITY) return []
      const style = getComputedStyle(card)
      const inner =
        card.getBoundingClientRect().bottom - Number.parseFloat(style.borderBottomWidth) - Number.parseFloat(style.paddingBottom)
      return [{ label: labelOf(card), blank: Math.round(inner - end) }]
    })
}

/**
 * Runs in the page: tiles (boxes with the card radius, or a figure list's entries) alone in the last
 * row of a grid of two columns, narrower than the grid, with an empty cell beside them.
 */
function findLoneTiles() {
  return [...document.querySelectorAll('main *')].flatMap((grid) => {
    const style = getComputedStyle(grid)
    if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length !== 2) return []
    const tiles = [...grid.children].filter((child) => child.getClientRects().length > 0)
    // Tiles are cards, or the figures of a description list (a value over its label).
    const figureList = grid.tagName === 'DL'
    if (tiles.length === 0 || (!figureList && !tiles.every((tile) => tile.classList.contains('rounded-card')))) return []
    const lastTop = Math.max(...tiles.map((tile) => tile.getBoundingClientRect().top))
    const lastRow = tiles.filter((tile) => Math.abs(tile.getBoundingClientRect().top - lastTop) < 1)
    const box = grid.getBoundingClientRect()
    const width = box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    const lone = lastRow[0]!.getBoundingClientRect()
    if (lastRow.length > 1 || lone.width >= width - 1) return []
    return [`"${(lastRow[0]!.textContent ?? '').trim().slice(0, 60)}": ${Math.round(lone.width)} of ${Math.round(width)} px`]
  })
}
