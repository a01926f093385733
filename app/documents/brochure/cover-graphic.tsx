import { Circle, Defs, G, Line, LinearGradient, Path, Stop, Svg, Text, View } from '@react-pdf/renderer'

import { LucideIcon } from '../artwork'

import type { CoverDesign } from './cover-design'
import { ink, MARGIN } from './theme'

type CoverGraphicProps = { width: number; height: number; design: CoverDesign }

/** The labels' column: icons and a service name, clear of the stack on both papers. */
const LABEL_WIDTH = 196
const CHIP = 15

/**
 * The cover's artwork: the brand mark's stacked layers drawn large over a dot grid, one layer per
 * service inside, each wired to a label with the service's name and the icons of what it offers,
 * in the brochure's own color emphasis.
 */
export function CoverGraphic({ width, height, design }: CoverGraphicProps) {
  const { emphasis, layers } = design
  const w = width * 0.22
  const h = w / 2
  const gap = h * 0.42
  const cx = width * 0.74
  const cy = height * 0.5 - ((layers.length - 1) * gap) / 2
  const dots = []
  for (let y = 18; y < height; y += 18) {
    for (let x = 18; x < width; x += 18) dots.push(<Circle key={`${x}-${y}`} cx={x} cy={y} r={0.7} fill={ink[700]} />)
  }
  // Layer i's left corner, where its label's wire ends; the top layer is the diamond.
  const corner = (i: number) => ({ x: cx - w, y: cy + i * gap })
  const chevron = (offset: number) => `M${cx - w} ${cy + offset} L${cx} ${cy + h + offset} L${cx + w} ${cy + offset}`
  const shades = [emphasis.strong, emphasis.mid, emphasis.deep]
  const labelTop = (i: number) => corner(i).y - CHIP / 2
  return (
    <View style={{ width, height }}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <Defs>
          <LinearGradient id="cover-top" x1="0" y1="0" x2="1" y2="0.6">
            <Stop offset="0" stopColor={emphasis.strong} />
            <Stop offset="1" stopColor={emphasis.highlight} />
          </LinearGradient>
        </Defs>
        <G>{dots}</G>
        {layers.map((layer, i) => (
          <G key={layer.slug}>
            <Line
              x1={MARGIN.x + LABEL_WIDTH + 8}
              y1={corner(i).y}
              x2={corner(i).x}
              y2={corner(i).y}
              stroke={emphasis.strong}
              strokeWidth={0.75}
              strokeOpacity={0.55}
              strokeDasharray="2 3"
            />
            <Circle cx={corner(i).x} cy={corner(i).y} r={2.2} fill={emphasis.highlight} />
          </G>
        ))}
        {layers
          .slice(1)
          .map((layer, i) => ({ layer, offset: (i + 1) * gap, shade: shades[Math.min(i, shades.length - 1)]! }))
          .reverse()
          .map(({ layer, offset, shade }) => (
            <Path
              key={layer.slug}
              d={chevron(offset)}
              stroke={shade}
              strokeWidth={w * 0.065}
              strokeLinecap="round"
              strokeLinejoin="round"
              fill="none"
            />
          ))}
        <Path d={`M${cx} ${cy - h} L${cx + w} ${cy} L${cx} ${cy + h} L${cx - w} ${cy} Z`} fill="url(#cover-top)" />
      </Svg>
      {layers.map((layer, i) => (
        <View
          key={layer.slug}
          style={{ position: 'absolute', top: labelTop(i), left: MARGIN.x, width: LABEL_WIDTH - 8, flexDirection: 'row' }}
        >
          {layer.icons.map((icon) => (
            <View
              key={icon}
              style={{
                width: CHIP,
                height: CHIP,
                borderRadius: 4,
                borderWidth: 0.75,
                borderColor: emphasis.deep,
                backgroundColor: ink[800],
                alignItems: 'center',
                justifyContent: 'center',
                marginRight: 3,
              }}
            >
              <LucideIcon name={icon} size={9} color={emphasis.strong} />
            </View>
          ))}
          <Text style={{ marginLeft: 4, marginTop: 1.5, fontSize: 8.5, fontWeight: 600, color: '#ffffff', lineHeight: 1.8 }}>
            {layer.name}
          </Text>
        </View>
      ))}
    </View>
  )
}
