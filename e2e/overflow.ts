import type { Page } from '@playwright/test'

/** Elements reaching past the right edge of the window (empty when nothing scrolls sideways). */
export function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 50)}"`)
  })
}

/**
 * Text that runs past its own box: a word longer than its line that does not break. Inside a card
 * that clips its content it is cut off without widening the page, so overflowingElements misses it.
 * Screen-reader-only text (1 px boxes) and rows meant to scroll sideways do not count.
 */
export function textRunningPastItsBox(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(p, h1, h2, h3, h4, li, dt, dd, th, td)')]
      .filter((element) => {
        const style = getComputedStyle(element)
        if (style.display === 'inline' || element.clientWidth <= 1 || element.closest('.sr-only, [aria-hidden="true"]')) return false
        if (['auto', 'scroll'].includes(style.overflowX) || element.matches('.snap-row')) return false
        return element.scrollWidth > element.clientWidth + 1
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 50)}" (${element.scrollWidth} px in ${element.clientWidth})`,
      ),
  )
}
