// Loads every image of a Playwright page, the lazy ones too, and reports the ones that failed. Used by
// the end-to-end route test (a missing logo file fails it) and by npm run screenshots (so full-page
// pictures show every logo).

/**
 * Scrolls through the page so lazy images near the viewport load, asks for the rest (images far
 * outside it sideways, in the moving logo strip, load only as they arrive), scrolls back to the top
 * and waits until every image has finished. Returns the src of each image that has no pixels.
 */
export async function loadAllImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    document.querySelectorAll('img[loading=lazy]').forEach((image) => image.setAttribute('loading', 'eager'))
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  return page.evaluate(() => [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src))
}
