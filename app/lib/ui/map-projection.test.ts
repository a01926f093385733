import { describe, expect, it } from 'vitest'

import { LAND } from '~/components/sections/company-hero/land-outline'

import { clipRing, frameAround, positionIn, project, ringsToPath, worldFrame } from './map-projection'

const LONDON = { lat: 51.52, lon: -0.11 }
const AMSTERDAM = { lat: 52.39, lon: 4.87 }
const NOIDA = { lat: 28.62, lon: 77.37 }

describe('project', () => {
  it('puts north up and east right, squeezing longitudes by the standard parallel', () => {
    expect(project({ lat: 0, lon: 0 })).toEqual({ x: 0, y: -0 })
    expect(project({ lat: 10, lon: 10 }, 0)).toEqual({ x: 10, y: -10 })
    const amsterdam = project(AMSTERDAM, 60)
    expect(amsterdam.x).toBeCloseTo(4.87 / 2)
    expect(amsterdam.y).toBe(-52.39)
    expect(project(NOIDA).x).toBeGreaterThan(project(LONDON).x)
    expect(project(LONDON).y).toBeLessThan(project(NOIDA).y)
  })
})

describe('frameAround', () => {
  const options = { aspect: 1.5, margin: 10, minWidth: 60 }

  it('holds every point with the margin around it, at the asked aspect', () => {
    const points = [LONDON, AMSTERDAM, NOIDA].map((place) => project(place))
    const frame = frameAround(points, options)
    expect(frame.width / frame.height).toBeCloseTo(1.5)
    for (const point of points) {
      const { x, y } = positionIn(frame, point)
      expect(x * frame.width).toBeGreaterThanOrEqual(10 - 1e-9)
      expect((1 - x) * frame.width).toBeGreaterThanOrEqual(10 - 1e-9)
      expect(y * frame.height).toBeGreaterThanOrEqual(10 - 1e-9)
      expect((1 - y) * frame.height).toBeGreaterThanOrEqual(10 - 1e-9)
    }
  })

  it('centers a single place in a frame of the smallest width', () => {
    const frame = frameAround([project(LONDON)], options)
    expect(frame.width).toBe(60)
    expect(positionIn(frame, project(LONDON)).x).toBeCloseTo(0.5)
    expect(positionIn(frame, project(LONDON)).y).toBeCloseTo(0.5)
  })

  it('stays inside the world near its edges and never grows past it', () => {
    const world = worldFrame()
    const arctic = frameAround([project({ lat: 89, lon: 179 })], options)
    expect(arctic.x + arctic.width).toBeCloseTo(world.x + world.width)
    expect(arctic.y).toBeCloseTo(world.y)
    const everywhere = frameAround([project({ lat: 80, lon: -179 }), project({ lat: -80, lon: 179 })], options)
    expect(everywhere.width).toBeLessThanOrEqual(world.width + 1e-9)
    expect(everywhere.height).toBeLessThanOrEqual(world.height + 1e-9)
  })
})

describe('clipRing', () => {
  const frame = { x: 0, y: 0, width: 10, height: 10 }

  it('keeps a ring inside the frame as it is', () => {
    const ring = [
      { x: 1, y: 1 },
      { x: 5, y: 1 },
      { x: 5, y: 5 },
    ]
    expect(clipRing(ring, frame)).toEqual(ring)
  })

  it('cuts a ring along the frame edge and drops one wholly outside', () => {
    const square = [
      { x: -5, y: -5 },
      { x: 5, y: -5 },
      { x: 5, y: 5 },
      { x: -5, y: 5 },
    ]
    const clipped = clipRing(square, frame)
    expect(clipped.every(({ x, y }) => x >= 0 && x <= 10 && y >= 0 && y <= 10)).toBe(true)
    expect(clipped).toContainEqual({ x: 5, y: 5 })
    expect(clipped).toContainEqual({ x: 0, y: 0 })
    expect(
      clipRing(
        [
          { x: 20, y: 20 },
          { x: 30, y: 20 },
          { x: 30, y: 30 },
        ],
        frame,
      ),
    ).toEqual([])
  })
})

describe('ringsToPath', () => {
  const frame = { x: 0, y: -10, width: 10, height: 10 }

  it('scales to the drawing width and turns every ring clockwise, so overlaps fill as one', () => {
    // Counter-clockwise on screen as written (lat up means y down): turned round.
    const path = ringsToPath([[1, 1, 1, 9, 9, 9]], frame, 100)
    const points = path
      .slice(1, -1)
      .split('L')
      .map((pair) => pair.split(' ').map(Number))
    expect(path.startsWith('M') && path.endsWith('Z')).toBe(true)
    expect(points).toHaveLength(3)
    const area = points.reduce((sum, [x, y], i) => {
      const [nx, ny] = points[(i + 1) % points.length]!
      return sum + x! * ny! - nx! * y!
    }, 0)
    expect(area).toBeGreaterThan(0)
  })

  it('leaves out land outside the frame', () => {
    expect(ringsToPath([[50, 50, 60, 50, 60, 60]], frame, 100)).toBe('')
  })

  it('keeps the offices map small: a few KB of path data for the land in view', () => {
    const points = [LONDON, AMSTERDAM, NOIDA].map((place) => project(place))
    const frame = frameAround(points, { aspect: 1.45, margin: 16, minWidth: 60 })
    const path = ringsToPath(LAND, frame, 1000)
    expect(path.length).toBeGreaterThan(1000)
    expect(path.length).toBeLessThan(5000)
    expect(ringsToPath(LAND, worldFrame(), 1000).length).toBeLessThan(8000)
  })
})
