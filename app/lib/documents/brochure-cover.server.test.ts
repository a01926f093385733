import { describe, expect, it } from 'vitest'

import { brochures } from '~/content/brochures'
import { brochureContent } from '~/documents/brochure/brochure-content'
import { coverDesign } from '~/documents/brochure/cover-design'

// Each brochure's cover is drawn from its own services, so the four covers tell the families apart.

// That the four printed covers also look different is checked with the rendered brochures, in
// brochure-pdf.server.test.ts, which renders each brochure once for all its tests.

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
})
