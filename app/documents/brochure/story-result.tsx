import { Link, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'

import { markdownText } from '~/lib/text/markdown'
import { documentMessages } from '~/messages/edition/documents'

import { LucideIcon } from '../artwork'
import { pdfBullet, pdfTag } from '../pdf-tags'

import type { BrochureStory } from './brochure-content'
import { pairs } from './pairs'
import { ResultChart } from './result-chart'
import { accent, brand, ink, styles } from './theme'

/**
 * How much of a story the results page prints. Fewer stories get more of their own proof, so the
 * page reads as full rather than as three lines and white space: many stories a summary each,
 * three their achievements by name, two their achievements in full, one its client's starting
 * point and solution as well.
 */
export type StoryDetail = 'summary' | 'highlights' | 'achievements' | 'case-study'

export function storyDetail(count: number): StoryDetail {
  if (count >= 4) return 'summary'
  if (count === 3) return 'highlights'
  return count === 2 ? 'achievements' : 'case-study'
}

/** The detail one level below, none below a summary. */
export function lessDetail(detail: StoryDetail): StoryDetail | undefined {
  return DETAILS[DETAILS.indexOf(detail) - 1]
}

/** From the least a story prints to the most. */
const DETAILS: readonly StoryDetail[] = ['summary', 'highlights', 'achievements', 'case-study']

type StoryResultProps = {
  item: BrochureStory
  detail: StoryDetail
  /** Drawn first, on the story's page: a page marker, which reports the page the whole story is on. */
  marker: ReactNode
}

/** One success story: industry and region, title (a link to it), summary, services and its results as charts. */
export function StoryResult({ item: { story, url, services }, detail, marker }: StoryResultProps) {
  return (
    <View wrap={false} style={{ paddingVertical: 12, borderTopWidth: 0.75, borderTopColor: ink[100] }}>
      {marker}
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, paddingRight: 20 }}>
          <Text style={[styles.eyebrow, { marginBottom: 3 }]}>{`${story.industry} · ${story.region}`}</Text>
          <Link src={url} style={{ textDecoration: 'none' }}>
            <Text {...pdfTag('H3')} style={[styles.subheading, { fontSize: 10.5 }]}>
              {story.title}
            </Text>
          </Link>
          <Text style={[styles.small, { marginTop: 3 }]}>{story.desc}</Text>
          {detail === 'case-study'
            ? story.context.map((block) => (
                // The prose is Markdown; a PDF page prints its words (lists one item a line), not its marks.
                <Text key={block.slice(0, 40)} style={[styles.small, { marginTop: 5 }]}>
                  {markdownText(block)}
                </Text>
              ))
            : null}
          <Text style={[styles.caption, { marginTop: 5 }]}>{documentMessages.results.services(services.join(', '))}</Text>
        </View>
        <View style={{ width: 150, backgroundColor: brand[50], borderRadius: 8, padding: 12, justifyContent: 'center' }}>
          {story.results.map((result, i) => (
            <View key={result.metric} style={{ marginTop: i === 0 ? 0 : 10 }}>
              <ResultChart result={result} width={126} id={`${story.slug}-${i}`} />
            </View>
          ))}
        </View>
      </View>
      {detail === 'highlights' ? <Highlights items={story.achievements} /> : null}
      {detail === 'case-study' ? <Checklist title={documentMessages.results.solution} items={story.solution} /> : null}
      {detail === 'achievements' || detail === 'case-study' ? (
        <Checklist title={documentMessages.results.achieved} items={story.achievements} />
      ) : null}
    </View>
  )
}

type StoryItem = BrochureStory['story']['achievements'][number]

/** What a screen reader reads for the check mark before each achievement or part of the solution. */
const CHECK_MARK = '\u2713'

/** The achievements by name, one line each. */
function Highlights({ items }: { items: readonly StoryItem[] }) {
  return (
    <View {...pdfTag('L')} style={{ marginTop: 8 }}>
      {items.map((item) => (
        <View key={item.id} {...pdfTag('LI')} style={{ flexDirection: 'row', marginTop: 3 }}>
          <View {...pdfBullet(CHECK_MARK)} style={{ width: 14, paddingTop: 1.5 }}>
            <LucideIcon name="circle-check" size={8.5} color={accent[600]} />
          </View>
          <Text {...pdfTag('LBody')} style={[styles.small, { flex: 1, color: ink[800], fontWeight: 500 }]}>
            {item.title}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** A list of the story's (solution, achievements) with their descriptions, two columns. */
function Checklist({ title, items }: { title: string; items: readonly StoryItem[] }) {
  const rows = pairs(items)
  // One list over all the rows: one tag object on each row.
  const list = pdfTag('L')
  return (
    <View style={{ marginTop: 10 }}>
      <Text style={[styles.eyebrow, { color: ink[500] }]}>{title}</Text>
      {rows.map((row) => (
        <View key={row[0]!.id} {...list} style={{ flexDirection: 'row', marginTop: 4 }}>
          {row.map((item, i) => (
            <View key={item.id} {...pdfTag('LI')} style={{ flex: 1, marginLeft: i === 0 ? 0 : 14, flexDirection: 'row' }}>
              <View {...pdfBullet(CHECK_MARK)} style={{ width: 14, paddingTop: 1.5 }}>
                <LucideIcon name="circle-check" size={8.5} color={accent[600]} />
              </View>
              <View {...pdfTag('LBody')} style={{ flex: 1 }}>
                <Text style={[styles.small, { color: ink[800], fontWeight: 600 }]}>{item.title}</Text>
                <Text style={[styles.caption, { marginTop: 1 }]}>{item.description}</Text>
              </View>
            </View>
          ))}
          {row.length === 1 ? <View style={{ flex: 1, marginLeft: 14 }} /> : null}
        </View>
      ))}
    </View>
  )
}
