import { createCanvas, loadImage } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'

import { brochures } from '~/content/brochures'
import { brochureContent } from '~/documents/brochure/brochure-content'
import { coverDesign } from '~/documents/brochure/cover-design'

import { renderBrochureCover } from './brochure-listing.server'

// Each brochure's cover is drawn from its own services, so the four covers tell the families apart.

/** A pixel this far (RGB distance) from the page's color belongs to the artwork. */
const ARTWORK_CONTRAST = 40
/** Two artworks whose average colors are closer than this read as the same cover. */
const MIN_DIFFERENCE = 15

describe('brochure covers', () => {
  it.each(brochures)('draws $slug from its own services: a layer each, named, with icons of what it offers', (brochure) => {
    const content = brochureContent(brochure)
    const design = coverDesign(content, content.position)
    expect(design.layers.map((layer) => layer.name)).toEqual(content.services.map(({ entry }) => entry.name))
    design.layers.forEach((layer, i) => {
      const offered = content.services[i]!.page.offerings.items.map((item) => item.icon)
      expect(layer.icons.length).toBeGreaterThan(0)
      for (const icon of layer.icons) expect(offered, `${layer.name}: ${icon}`).toContain(icon)
    })
  })

  it('gives each brochure a color emphasis of its own', () => {
    const emphases = brochures.map((brochure) => {
      const content = brochureContent(brochure)
      return coverDesign(content, content.position).emphasis.strong
    })
    expect(new Set(emphases).size).toBe(brochures.length)
  })

  it('prints four covers that look different: the artwork of each differs in color from every other', async () => {
    // The average color of each cover picture's artwork: the pixels of its top half that stand out
    // from the dark page, as the brochures page shows the picture.
    const averages = []
    for (const brochure of brochures) {
      const cover = await renderBrochureCover(brochure)
      const image = await loadImage(Buffer.from(cover.bytes))
      const canvas = createCanvas(image.width, image.height)
      const context = canvas.getContext('2d')
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, Math.round(image.height / 2))
      const page = [data[0]!, data[1]!, data[2]!]
      const sum = [0, 0, 0]
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        const pixel = [data[i]!, data[i + 1]!, data[i + 2]!]
        if (Math.hypot(...pixel.map((value, c) => value - page[c]!)) < ARTWORK_CONTRAST) continue
        pixel.forEach((value, c) => (sum[c]! += value))
        count++
      }
      averages.push({ slug: brochure.slug, rgb: sum.map((total) => total / Math.max(count, 1)) })
    }
    for (const [i, a] of averages.entries()) {
      for (const b of averages.slice(i + 1)) {
        const distance = Math.hypot(...a.rgb.map((value, c) => value - b.rgb[c]!))
        expect(
          distance,
          `${a.slug} and ${b.slug}: ${a.rgb.map(Math.round).join(',')} vs ${b.rgb.map(Math.round).join(',')}`,
        ).toBeGreaterThan(MIN_DIFFERENCE)
      }
    }
  }, 120_000)
})
