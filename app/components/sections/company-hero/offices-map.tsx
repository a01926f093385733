import type { Office } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { frameAround, positionIn, project, ringsToPath } from '~/lib/ui/map-projection'
import { sectionMessages } from '~/messages/edition/sections'

import { officeId } from '../offices-section'
import { LAND, WATER } from './land-outline'
import { labelSides } from './pin-labels'

/** The drawing's width in SVG units, and its shape: wide enough for labels either side of a pin. */
const WIDTH = 1000
const ASPECT = 1.45
/** Degrees of room around the outermost offices, and the narrowest view (one office alone). */
const MARGIN = 16
const MIN_WIDTH = 60

/**
 * Where the offices are, drawn at prerender: the part of the world around them (a hand-drawn, rough
 * coastline on a graticule) and one labelled pin per office, each a link to its address card on
 * the page. The drawing is decoration; the pins are real text links, positioned over it.
 */
export function OfficesMap({ offices }: { offices: readonly Office[] }) {
  const points = offices.map((office) => project(office.location))
  const frame = frameAround(points, { aspect: ASPECT, margin: MARGIN, minWidth: MIN_WIDTH })
  const height = Math.round(WIDTH / ASPECT)
  const pins = points.map((point) => positionIn(frame, point))
  const sides = labelSides(pins)
  const cities = offices.map((office) => office.cityName)
  const land = ringsToPath(LAND, frame, WIDTH)
  return (
    <figure className="rounded-card border border-ink-100 bg-white p-3 shadow-card sm:p-4">
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          width={WIDTH}
          height={height}
          aria-hidden="true"
          focusable="false"
          className="block h-auto w-full rounded-control bg-ink-50"
        >
          <defs>
            <pattern id="offices-map-dots" width="9" height="9" patternUnits="userSpaceOnUse">
              <circle cx="4.5" cy="4.5" r="1.8" className="fill-brand-300" />
            </pattern>
          </defs>
          <Graticule frame={frame} width={WIDTH} height={height} />
          <path d={land} className="fill-brand-100 stroke-brand-300" strokeWidth="1.5" strokeLinejoin="round" />
          <path d={land} fill="url(#offices-map-dots)" />
          <path d={ringsToPath(WATER, frame, WIDTH)} className="fill-ink-50 stroke-brand-300" strokeWidth="1.5" />
        </svg>
        <ul>
          {offices.map((office, i) => (
            <li key={office.name} className="absolute" style={{ left: percent(pins[i]!.x), top: percent(pins[i]!.y) }}>
              <span
                aria-hidden="true"
                className="absolute size-3.5 -translate-1/2 rounded-full border-2 border-white bg-accent-600 shadow-card ring-4 ring-accent-500/25 sm:size-4"
              />
              <a
                href={`#${officeId(office.name)}`}
                className={cn(
                  'absolute left-0 -translate-x-1/2 rounded-control bg-white/95 px-2 py-0.5 text-center text-xs leading-tight whitespace-nowrap shadow-card ring-1 ring-ink-100 hover:ring-brand-300 sm:px-2.5 sm:py-1 sm:text-sm',
                  sides[i] === 'above' ? 'bottom-2.5 sm:bottom-3' : 'top-2.5 sm:top-3',
                )}
              >
                <span className="block font-semibold text-ink-900">{office.cityName}</span>{' '}
                {/* The country shows from the small breakpoint up; a phone's map has room for the city only. */}
                <span className="sr-only text-ink-600 sm:not-sr-only sm:block sm:whitespace-nowrap">{office.country}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-3 px-1 text-sm text-ink-600">{sectionMessages.officesMap(cities)}</figcaption>
    </figure>
  )
}

/** Parallels and meridians every 10 degrees, faint: the map reads as a map, not a blob. */
function Graticule({ frame, width, height }: { frame: ReturnType<typeof frameAround>; width: number; height: number }) {
  const lines: string[] = []
  for (let lon = -180; lon <= 180; lon += 10) {
    const { x } = positionIn(frame, project({ lat: 0, lon }))
    if (x > 0 && x < 1) lines.push(`M${Math.round(x * width)} 0V${height}`)
  }
  for (let lat = -80; lat <= 80; lat += 10) {
    const { y } = positionIn(frame, project({ lat, lon: 0 }))
    if (y > 0 && y < 1) lines.push(`M0 ${Math.round(y * height)}H${width}`)
  }
  return <path d={lines.join('')} className="stroke-ink-200" strokeWidth="1" fill="none" />
}

function percent(fraction: number) {
  return `${(fraction * 100).toFixed(2)}%`
}
