// Loads every image of a Playwright page, the lazy ones too, and reports the ones that failed. Used by
// the end-to-end page visits (a missing logo file fails them) and by npm run screenshots (so
// full-page pictures show every logo).

/**
 * Turns every lazy image eager, which starts its request wherever it sits (below the fold, in a
 * section not yet rendered, far sideways in the moving logo strip), then waits for each image's own
 * load or error event. It waits on events, not on scrolling and animation frames, so a busy host
 * makes it slower but never makes it miss an image. Returns the src of each image that has no pixels.
 */
export async function loadAllImages(page) {
  return page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager'
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true })
              image.addEventListener('error', resolve, { once: true })
            }),
      ),
    )
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src)
  })
}
