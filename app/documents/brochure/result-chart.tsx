import { Defs, LinearGradient, Rect, Stop, Svg, Text, View } from '@react-pdf/renderer'

import { type ResultChart as ResultChartModel, resultChart } from '~/content/result-chart'
import type { StoryResult } from '~/content/types'

import { pdfFigure } from '../pdf-tags'

import { accent, brand, ink, styles } from './theme'

const BAR_HEIGHT = 7

/**
 * One story result drawn from the chart model the site's charts use (app/content/result-chart.ts):
 * before and after bars on one scale, a share on a 0 to 100% track, or the number alone when the
 * story gives no baseline. The values are printed as text, so they can be read and selected; a
 * screen reader gets the chart as one picture, described by the model's sentence of its figures.
 */
export function ResultChart({ result, width, id }: { result: StoryResult; width: number; id: string }) {
  const chart = resultChart(result)
  return (
    <View wrap={false} {...pdfFigure(chart.sentence)}>
      <Text style={[styles.caption, { color: ink[600], marginBottom: 5 }]}>{chart.metric}</Text>
      {chart.kind === 'figure' ? <Figure chart={chart} /> : <Bars chart={chart} width={width} id={id} />}
    </View>
  )
}

function Figure({ chart }: { chart: ResultChartModel }) {
  return <Text style={{ fontSize: 22, fontWeight: 700, color: brand[700], letterSpacing: -0.5, lineHeight: 1.1 }}>{chart.value}</Text>
}

function Bars({ chart, width, id }: { chart: ResultChartModel; width: number; id: string }) {
  return (
    <View>
      {chart.bars.map((bar, i) => {
        const after = bar.role === 'after'
        return (
          <View key={bar.role} style={{ marginTop: i === 0 ? 0 : 5 }}>
            <View style={{ flexDirection: 'row', marginBottom: 2 }}>
              <Text style={[styles.caption, { flex: 1 }]}>{bar.caption}</Text>
              <Text
                style={{ fontSize: after ? 10 : 8.5, fontWeight: after ? 700 : 500, color: after ? brand[700] : ink[600], lineHeight: 1.2 }}
              >
                {bar.label}
              </Text>
            </View>
            <Svg width={width} height={BAR_HEIGHT} viewBox={`0 0 ${width} ${BAR_HEIGHT}`}>
              <Defs>
                <LinearGradient id={`${id}-${bar.role}`} x1="0" y1="0" x2="1" y2="0">
                  <Stop offset="0" stopColor={brand[500]} />
                  <Stop offset="1" stopColor={accent[500]} />
                </LinearGradient>
              </Defs>
              {/* The track shows the scale: a share's 100%, or the longer bar of a comparison. */}
              <Rect x={0} y={0} width={width} height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} fill={ink[100]} />
              <Rect
                x={0}
                y={0}
                width={Math.max(BAR_HEIGHT, bar.length * width)}
                height={BAR_HEIGHT}
                rx={BAR_HEIGHT / 2}
                fill={after ? `url(#${id}-${bar.role})` : ink[300]}
              />
            </Svg>
          </View>
        )
      })}
      {chart.change ? <Text style={{ marginTop: 6, fontSize: 8.5, fontWeight: 600, color: accent[600] }}>{chart.change}</Text> : null}
    </View>
  )
}
