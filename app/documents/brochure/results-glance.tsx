import { Text, View } from '@react-pdf/renderer'

import { resultChart } from '~/content/result-chart'

import type { BrochureStory } from './brochure-content'
import { accent, brand, ink, styles } from './theme'

/** Tiles a row: four fit the text column of both papers at the size a headline figure needs. */
const PER_ROW = 4

/**
 * Every story's headline result in one band, before the stories themselves: the figures a reader
 * scans first, each the result of the brochure's own services. Printed where the stories run over
 * more than one page, so the first of those pages opens on them.
 */
export function ResultsGlance({ stories }: { stories: readonly BrochureStory[] }) {
  const rows = []
  for (let i = 0; i < stories.length; i += PER_ROW) rows.push(stories.slice(i, i + PER_ROW))
  return (
    <View style={{ marginBottom: 12 }}>
      {rows.map((row) => (
        <View key={row[0]!.story.slug} style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
          {Array.from({ length: PER_ROW }, (_, i) => row[i]).map((item, i) =>
            item ? <GlanceTile key={item.story.slug} item={item} first={i === 0} /> : <View key={i} style={{ flex: 1, marginLeft: 8 }} />,
          )}
        </View>
      ))}
    </View>
  )
}

function GlanceTile({ item: { story }, first }: { item: BrochureStory; first: boolean }) {
  // The schema requires a result; the first is the story's headline.
  const chart = resultChart(story.results[0]!)
  return (
    <View
      style={{
        flex: 1,
        marginLeft: first ? 0 : 8,
        backgroundColor: brand[50],
        borderRadius: 8,
        paddingVertical: 10,
        paddingHorizontal: 10,
      }}
    >
      <Text
        style={{ fontSize: chart.value.length > 8 ? 13 : 17, fontWeight: 700, color: brand[700], lineHeight: 1.15, letterSpacing: -0.3 }}
      >
        {chart.value}
      </Text>
      <Text style={[styles.caption, { color: ink[700], marginTop: 3 }]}>{chart.metric}</Text>
      {chart.change ? <Text style={[styles.caption, { color: accent[700], fontWeight: 600 }]}>{chart.change}</Text> : null}
      <Text style={[styles.caption, { marginTop: 3 }]}>{story.industry}</Text>
    </View>
  )
}
