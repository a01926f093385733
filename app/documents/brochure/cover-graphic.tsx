import { Circle, Defs, G, Line, LinearGradient, Path, Stop, Svg } from '@react-pdf/renderer'

import { seededRandom } from '../../../scripts/build-steps/seeded-random.mjs'

import { accent, brand, ink } from './theme'

type CoverGraphicProps = {
  width: number
  height: number
  /** One layer of the stack per service in the brochure. */
  layers: number
  /** One node wired to the stack per success story on the results page. */
  nodes: number
  /** Places the nodes; the brochure's slug, so each cover differs and every build draws the same one. */
  seed: string
}

/**
 * The cover's artwork: the brand mark's stacked layers drawn large over a dot grid, one layer per
 * service inside, with a node wired to the stack for each client result, in the site's palette.
 */
export function CoverGraphic({ width, height, layers, nodes, seed }: CoverGraphicProps) {
  const random = seededRandom(seed)
  const w = width * 0.25
  const h = w / 2
  const gap = h * 0.36
  const cx = width * 0.64
  const cy = height * 0.54 - ((layers - 1) * gap) / 2
  const dots = []
  for (let y = 18; y < height; y += 18) {
    for (let x = 18; x < width; x += 18) dots.push(<Circle key={`${x}-${y}`} cx={x} cy={y} r={0.7} fill={ink[700]} />)
  }
  const corners = [
    [cx - w, cy],
    [cx, cy - h],
    [cx + w, cy],
  ] as const
  // Nodes spread over the arc above the stack, left to right, each wired to the nearest corner of
  // the top layer; kept clear of the page edges and of the brand in the top left corner.
  const wired = Array.from({ length: nodes }, (_, i) => {
    const angle = Math.PI * (1.02 + (0.94 * (i + 0.3 + 0.4 * random())) / nodes)
    const radius = w * (1.45 + 0.45 * random())
    const x = Math.min(width - 30, Math.max(30, cx + Math.cos(angle) * radius * 1.3))
    const y = Math.max(x < width * 0.4 ? 100 : 40, cy + Math.sin(angle) * radius * 0.75)
    const corner = corners.reduce((best, c) => (Math.hypot(c[0] - x, c[1] - y) < Math.hypot(best[0] - x, best[1] - y) ? c : best))
    return { x, y, corner }
  })
  const chevron = (offset: number) => `M${cx - w} ${cy + offset} L${cx} ${cy + h + offset} L${cx + w} ${cy + offset}`
  const shades = [brand[400], brand[500], brand[600], brand[700]]
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Defs>
        <LinearGradient id="cover-top" x1="0" y1="0" x2="1" y2="0.6">
          <Stop offset="0" stopColor={brand[400]} />
          <Stop offset="1" stopColor={accent[500]} />
        </LinearGradient>
      </Defs>
      <G>{dots}</G>
      {wired.map((node) => (
        <G key={`${node.x}-${node.y}`}>
          <Line
            x1={node.x}
            y1={node.y}
            x2={node.corner[0]}
            y2={node.corner[1]}
            stroke={brand[400]}
            strokeWidth={0.75}
            strokeOpacity={0.45}
          />
          <Circle cx={node.x} cy={node.y} r={5} fill={ink[900]} stroke={brand[300]} strokeWidth={1.25} />
          <Circle cx={node.x} cy={node.y} r={1.8} fill={accent[500]} />
        </G>
      ))}
      {Array.from({ length: layers - 1 }, (_, i) => layers - 1 - i).map((layer) => (
        <Path
          key={layer}
          d={chevron(layer * gap)}
          stroke={shades[Math.min(layer - 1, shades.length - 1)]}
          strokeWidth={w * 0.065}
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      ))}
      <Path d={`M${cx} ${cy - h} L${cx + w} ${cy} L${cx} ${cy + h} L${cx - w} ${cy} Z`} fill="url(#cover-top)" />
    </Svg>
  )
}
