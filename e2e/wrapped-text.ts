import type { Locator } from '@playwright/test'

/**
 * The texts inside `items` that break onto a second line: a header menu item must stay on one line
 * at the widths the header shows it (1024 px is its narrowest). Each text node's boxes are read
 * separately, so an icon or a badge beside a label does not count as a line.
 */
export function textsOnTwoLines(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const found: string[] = []
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(text)
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) found.push(text.textContent ?? '')
      }
      return found
    }),
  )
}
