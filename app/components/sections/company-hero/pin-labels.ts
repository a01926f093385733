import type { Point } from '~/lib/ui/map-projection'

export type LabelSide = 'above' | 'below'

/**
 * Where each label goes, for pins at positions 0 to 1 across the map: centered over or under its pin,
 * on the side away from the nearest other pin. London's and Amsterdam's pins nearly touch on a
 * phone, so Amsterdam (further north) is labelled above and London below; labels centered on their
 * pins need no more room beside them than the map's margin gives.
 */
export function labelSides(pins: readonly Point[]): LabelSide[] {
  return pins.map((pin, i) => {
    const others = pins.filter((_, j) => j !== i)
    if (others.length === 0) return 'above'
    const nearest = others.reduce((best, other) => (distance(pin, other) < distance(pin, best) ? other : best))
    // y grows southwards: a neighbor with a larger y is south of this pin.
    return nearest.y >= pin.y ? 'above' : 'below'
  })
}

function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y)
}
