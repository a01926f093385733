import type { Point } from '~/lib/map-projection'

export type LabelSide = 'left' | 'right'

/** Labels within this fraction of the map's width from an edge turn inwards. */
const EDGE = 0.22

/**
 * Which side of its pin each label goes, for pins at positions 0 to 1 across the map: away from
 * the nearest other pin (London's label goes west, Amsterdam's east, though the two pins nearly
 * touch on a phone), and inwards near an edge, so no label leaves the map.
 */
export function labelSides(pins: readonly Point[]): LabelSide[] {
  return pins.map((pin, i) => {
    if (pin.x > 1 - EDGE) return 'left'
    if (pin.x < EDGE) return 'right'
    const others = pins.filter((_, j) => j !== i)
    if (others.length === 0) return 'right'
    const nearest = others.reduce((best, other) => (distance(pin, other) < distance(pin, best) ? other : best))
    return nearest.x > pin.x ? 'left' : 'right'
  })
}

function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y)
}
