// cspell:words equirectangular Hodgman
// The arithmetic behind the offices map (app/components/sections/company-hero/offices-map.tsx): an
// equirectangular projection, the frame the map shows around the offices, and the land outline
// clipped to that frame as SVG path data. It runs at prerender only, so the page gets a few hundred
// bytes of path data and no map code.

/** A place in decimal degrees, north and east positive. */
export type GeoPoint = { lat: number; lon: number }

/** A projected point: x grows east, y grows south (as on screen), both in degrees of latitude. */
export type Point = { x: number; y: number }

/** A rectangle of the projected plane. */
export type Frame = { x: number; y: number; width: number; height: number }

/**
 * Longitudes are squeezed by the cosine of this latitude, so the offices' latitudes (India to
 * northern Europe) look about as wide as they are tall, without a curved projection.
 */
export const STANDARD_PARALLEL = 40

const squeeze = (standardParallel: number) => Math.cos((standardParallel * Math.PI) / 180)

export function project({ lat, lon }: GeoPoint, standardParallel = STANDARD_PARALLEL): Point {
  return { x: lon * squeeze(standardParallel), y: -lat }
}

/** The whole world, projected: what no frame may go beyond. */
export function worldFrame(standardParallel = STANDARD_PARALLEL): Frame {
  const halfWidth = 180 * squeeze(standardParallel)
  return { x: -halfWidth, y: -90, width: 2 * halfWidth, height: 180 }
}

type FrameOptions = {
  /** Width over height of the drawing. */
  aspect: number
  /** Room around the outermost points, in projected units (degrees of latitude). */
  margin: number
  /** The narrowest frame, so a single office still shows its region. */
  minWidth: number
  world?: Frame
}

/**
 * The smallest frame of the given aspect that holds every point with `margin` around it, centered on
 * them and moved back inside the world where it would cross an edge.
 */
export function frameAround(points: readonly Point[], { aspect, margin, minWidth, world = worldFrame() }: FrameOptions): Frame {
  if (points.length === 0) return fit(world, aspect, world)
  const xs = points.map((point) => point.x)
  const ys = points.map((point) => point.y)
  const left = Math.min(...xs) - margin
  const top = Math.min(...ys) - margin
  const spanX = Math.max(...xs) + margin - left
  const spanY = Math.max(...ys) + margin - top
  let width = Math.max(spanX, spanY * aspect, minWidth)
  let height = width / aspect
  // Never wider or taller than the world: shrink, keeping the aspect.
  const shrink = Math.min(1, world.width / width, world.height / height)
  width *= shrink
  height *= shrink
  const x = clamp(left + spanX / 2 - width / 2, world.x, world.x + world.width - width)
  const y = clamp(top + spanY / 2 - height / 2, world.y, world.y + world.height - height)
  return { x, y, width, height }
}

function fit(world: Frame, aspect: number, within: Frame): Frame {
  const width = Math.min(world.width, world.height * aspect)
  return { x: within.x + (within.width - width) / 2, y: within.y + (within.height - width / aspect) / 2, width, height: width / aspect }
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max)
}

/** Where a point falls in the frame, as fractions of its width and height (0 to 1 inside it). */
export function positionIn(frame: Frame, point: Point): Point {
  return { x: (point.x - frame.x) / frame.width, y: (point.y - frame.y) / frame.height }
}

/**
 * The part of a closed ring inside the frame (Sutherland-Hodgman, one edge at a time): land far
 * outside the map costs no bytes, and the cut runs along the frame's edge where nobody sees it.
 */
export function clipRing(ring: readonly Point[], frame: Frame): Point[] {
  const edges: { inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point }[] = [
    { inside: (p) => p.x >= frame.x, cross: (a, b) => atX(a, b, frame.x) },
    { inside: (p) => p.x <= frame.x + frame.width, cross: (a, b) => atX(a, b, frame.x + frame.width) },
    { inside: (p) => p.y >= frame.y, cross: (a, b) => atY(a, b, frame.y) },
    { inside: (p) => p.y <= frame.y + frame.height, cross: (a, b) => atY(a, b, frame.y + frame.height) },
  ]
  let output: Point[] = [...ring]
  for (const { inside, cross } of edges) {
    const input = output
    output = []
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current))
        output.push(current)
      } else if (inside(previous)) {
        output.push(cross(previous, current))
      }
    })
  }
  return output
}

function atX(a: Point, b: Point, x: number): Point {
  return { x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) }
}

function atY(a: Point, b: Point, y: number): Point {
  return { x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y }
}

/** Twice the ring's signed area: positive when it runs clockwise on screen (y down). */
function signedArea(ring: readonly Point[]) {
  return ring.reduce((sum, point, i) => {
    const next = ring[(i + 1) % ring.length]!
    return sum + point.x * next.y - next.x * point.y
  }, 0)
}

/**
 * SVG path data for rings of [lon, lat, lon, lat, ...], clipped to the frame and scaled to a
 * drawing `width` units wide (height by the frame's aspect), rounded to whole units (a thousandth of
 * a 1000-unit map is finer than its coastline) with repeats dropped. Every ring is
 * turned clockwise, so overlapping land (Africa and Asia meet at Suez) fills as one with the
 * default fill rule instead of cancelling out.
 */
export function ringsToPath(rings: readonly (readonly number[])[], frame: Frame, width: number): string {
  const scale = width / frame.width
  return rings
    .map((flat) => {
      const ring: Point[] = []
      for (let i = 0; i + 1 < flat.length; i += 2) ring.push(project({ lon: flat[i]!, lat: flat[i + 1]! }))
      const clipped = clipRing(ring, frame)
      if (clipped.length < 3 || Math.abs(signedArea(clipped)) * scale * scale < 2) return ''
      const ordered = signedArea(clipped) < 0 ? clipped.reverse() : clipped
      const points = ordered.map((point) => `${Math.round((point.x - frame.x) * scale)} ${Math.round((point.y - frame.y) * scale)}`)
      return `M${points.filter((point, i) => point !== points[i - 1]).join('L')}Z`
    })
    .join('')
}
