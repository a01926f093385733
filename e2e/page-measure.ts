import type { Page } from '@playwright/test'

import { renderAllSections } from '../scripts/dev-tools/render-all-sections.mjs'

/**
 * The page's real height. Right after load, sections below the fold count only their placeholder
 * size (`content-visibility: auto`, 640 px each, and the footer's), so `scrollHeight`
 * under-reports; rendering every section first gives the height a visitor scrolls.
 */
export async function trueHeight(page: Page) {
  await renderAllSections(page)
  return page.evaluate(() => document.documentElement.scrollHeight)
}

/**
 * The bottom edge, in page pixels, of the hero's primary call to action: the first button-styled
 * link after the h1 (the header's own "Let's Talk" comes before the h1 and does not count).
 * Null when the page has none.
 */
export function heroCtaBottom(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('h1')
    if (!heading) return null
    const cta = [...document.querySelectorAll('a.rounded-control')].find(
      (link) => heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    return cta ? cta.getBoundingClientRect().bottom + window.scrollY : null
  })
}
