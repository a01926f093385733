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
