import { documentMessages } from '~/messages/edition/documents'

import { accent, brand, caution, ink } from './theme'
import type { BrochureContent } from './brochure-content'

// What a brochure's cover draws, worked out from the brochure itself: one layer of the stack per
// service, each labelled with the service's name and the icons of its first offerings, in a color
// emphasis of its own, so the four covers tell the families apart before a word is read. Pure data:
// the cover's components draw it, and a test compares the four.

/** The colors a cover's artwork is drawn in: all the site's tokens (app/styles/tokens.ts). */
export type CoverEmphasis = { name: string; strong: string; mid: string; deep: string; highlight: string }

/** One emphasis per brochure, by its place in the library: blue, teal, amber, then silver. */
export const COVER_EMPHASES: readonly CoverEmphasis[] = [
  { name: 'brand', strong: brand[400], mid: brand[500], deep: brand[700], highlight: accent[500] },
  { name: 'accent', strong: accent[500], mid: accent[600], deep: accent[700], highlight: brand[300] },
  { name: 'caution', strong: caution[500], mid: caution[700], deep: caution[700], highlight: brand[200] },
  { name: 'ink', strong: ink[200], mid: ink[300], deep: ink[500], highlight: brand[400] },
]

/** Icons a layer carries: enough to say what the service does, few enough to sit beside its name. */
const ICONS_PER_SERVICE = 3

export type CoverLayer = { slug: string; name: string; icons: readonly string[] }

export type CoverDesign = { emphasis: CoverEmphasis; layers: readonly CoverLayer[] }

/** The cover of the brochure at `position` in the library (content/en/brochures, by `order`). */
export function coverDesign(content: Pick<BrochureContent, 'services'>, position: number): CoverDesign {
  return {
    emphasis: COVER_EMPHASES[position % COVER_EMPHASES.length]!,
    layers: content.services.map(({ entry, page }) => ({
      slug: entry.slug,
      name: entry.name,
      icons: [...new Set(page.offerings.items.map((item) => item.icon))].slice(0, ICONS_PER_SERVICE),
    })),
  }
}

/**
 * The artwork in words, for screen readers (the cover's Figure): what it draws and the labels it
 * carries, read from the same design the components draw. Icons are named as lucide names them.
 */
export function coverDescription({ layers }: CoverDesign): string {
  const labels = layers.map((layer) => `${layer.name} (${layer.icons.map((icon) => icon.replaceAll('-', ' ')).join(', ')})`)
  return documentMessages.cover.description(layers.length, labels.join('; '))
}
