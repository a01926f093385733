import { Defs, LinearGradient, Rect, Stop, Svg } from '@react-pdf/renderer'

import { accent, brand } from './theme'

/** The brand gradient (brand 500 to accent 500) as a bar: the site's one restrained gradient. */
export function AccentBar({ width, height, id }: { width: number; height: number; id: string }) {
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Defs>
        <LinearGradient id={id} x1="0" y1="0" x2="1" y2="0">
          <Stop offset="0" stopColor={brand[500]} />
          <Stop offset="1" stopColor={accent[500]} />
        </LinearGradient>
      </Defs>
      <Rect x={0} y={0} width={width} height={height} rx={height <= 4 ? height / 2 : 0} fill={`url(#${id})`} />
    </Svg>
  )
}
