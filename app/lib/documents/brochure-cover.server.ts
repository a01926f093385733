import type { Canvas } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// The picture of a brochure's cover on the brochures page: the PDF's own first page, rasterized at
// build time by pdfjs onto @napi-rs/canvas (prebuilt binaries from the package registry, no browser),
// so the thumbnail is the cover exactly as printed rather than a second drawing of it.

/** Shown at this CSS width; drawn at twice that for sharp screens. */
export const COVER_THUMBNAIL_WIDTH = 150

export type CoverImage = { bytes: Uint8Array<ArrayBuffer>; width: number; height: number }

/** WebP of the PDF's first page, COVER_THUMBNAIL_WIDTH wide in CSS pixels (twice that in pixels). */
export async function renderCoverImage(pdfBytes: Uint8Array): Promise<CoverImage> {
  // pdfjs takes ownership of the buffer it is given; hand it a copy. Fonts are embedded: none to fetch.
  const pdf = await getDocument({ data: pdfBytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
  try {
    const page = await pdf.getPage(1)
    const { width, height } = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: (2 * COVER_THUMBNAIL_WIDTH) / width })
    // In Node, pdfjs's canvas factory makes @napi-rs/canvas canvases; its types name the browser's.
    const factory = pdf.canvasFactory as { create(width: number, height: number): { canvas: Canvas; context: CanvasRenderingContext2D } }
    const { canvas, context } = factory.create(Math.round(viewport.width), Math.round(viewport.height))
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport }).promise
    const webp = await canvas.encode('webp', 82)
    return { bytes: new Uint8Array(webp), width: COVER_THUMBNAIL_WIDTH, height: Math.round((COVER_THUMBNAIL_WIDTH * height) / width) }
  } finally {
    await pdf.destroy()
  }
}
