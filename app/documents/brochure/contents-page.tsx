import { Link, Page, Text, View } from '@react-pdf/renderer'

import type { BrochurePaper } from '~/content/brochure-papers'
import { documentMessages } from '~/messages/edition/documents'

import { pdfTag } from '../pdf-tags'

import { type BrochureContent, sectionIds } from './brochure-content'
import { closingTitle } from './closing-page'
import { RESULTS_HEADING } from './results-section'
import { RunningChrome } from './running-chrome'
import { SectionHeading } from './section-heading'
import { brand, ink, styles } from './theme'

const messages = documentMessages.contents

export type ContentsEntry = { id: string; title: string; description: string }

/** What the contents list: each service, the results and the closing page. */
export function contentsEntries(content: BrochureContent): ContentsEntry[] {
  return [
    ...content.services.map(({ entry }) => ({ id: sectionIds.service(entry.slug), title: entry.name, description: entry.desc })),
    {
      id: sectionIds.results,
      title: RESULTS_HEADING.eyebrow,
      description: messages.results,
    },
    {
      id: sectionIds.contact,
      title: closingTitle(content.company.name),
      description: messages.contact(content.offices.map((office) => office.cityName)),
    },
  ]
}

type ContentsPageProps = {
  content: BrochureContent
  paper: BrochurePaper
  /** Where each entry starts; unknown (first pass) prints nothing, in the same space. */
  pages: Readonly<Record<string, number>>
  sectionOn: (pageNumber: number) => string
}

/** The brochure's introduction beside its contents, with the page each section starts on. */
export function ContentsPage({ content, paper, pages, sectionOn }: ContentsPageProps) {
  const entries = contentsEntries(content)
  // A five-service brochure has seven entries; they close up so the contents stay one page on Letter.
  const spacing = entries.length > 6 ? 9 : 14
  return (
    <Page size={paper} style={styles.page}>
      <RunningChrome company={content.company.name} title={content.title} paper={paper} sectionOn={sectionOn} />
      <SectionHeading eyebrow={messages.about} title={content.title} level="H2">
        <View style={{ flexDirection: 'row' }}>
          {content.summary.map((paragraph, i) => (
            <Text key={paragraph.slice(0, 40)} style={[styles.body, { flex: 1, marginLeft: i === 0 ? 0 : 20 }]}>
              {paragraph}
            </Text>
          ))}
        </View>
      </SectionHeading>
      <View style={{ marginTop: spacing * 2.5 }}>
        <Text {...pdfTag('H2')} style={styles.eyebrow}>
          {messages.title}
        </Text>
        <View {...pdfTag('L')}>
          {entries.map((entry, i) => (
            <ContentsItem key={entry.id} entry={entry} number={i + 1} page={pages[entry.id]} spacing={spacing} />
          ))}
        </View>
      </View>
      <AskCallout contact={content.contact} />
    </Page>
  )
}

/** One entry: its number (the item's label), its title and description, and its page. */
function ContentsItem({ entry, number, page, spacing }: { entry: ContentsEntry; number: number; page?: number; spacing: number }) {
  // The title and the page number sit apart in the row but are one item body: one tag object, two nodes.
  const body = pdfTag('LBody')
  return (
    <Link {...pdfTag('LI')} src={`#${entry.id}`} style={{ textDecoration: 'none' }}>
      <View
        wrap={false}
        style={{
          flexDirection: 'row',
          alignItems: 'flex-start',
          paddingVertical: spacing,
          borderTopWidth: 0.75,
          borderTopColor: ink[100],
        }}
      >
        <Text {...pdfTag('Lbl')} style={{ width: 34, fontSize: 15, fontWeight: 700, color: brand[600], lineHeight: 1.1 }}>
          {String(number).padStart(2, '0')}
        </Text>
        <View {...body} style={{ flex: 1, paddingRight: 24 }}>
          <Text style={[styles.subheading, { fontSize: 11 }]}>{entry.title}</Text>
          <Text style={[styles.small, { marginTop: 2 }]}>{entry.description}</Text>
        </View>
        <Text {...body} style={{ width: 30, textAlign: 'right', fontSize: 11, fontWeight: 600, color: ink[900], lineHeight: 1.3 }}>
          {page === undefined ? '' : String(page)}
        </Text>
      </View>
    </Link>
  )
}

/** At the foot of the contents: where to ask while reading, so the next step is never a search away. */
function AskCallout({ contact }: { contact: BrochureContent['contact'] }) {
  return (
    <View
      style={{
        marginTop: 'auto',
        flexDirection: 'row',
        backgroundColor: brand[50],
        borderRadius: 8,
        paddingVertical: 12,
        paddingHorizontal: 14,
      }}
    >
      <View style={{ width: 3, borderRadius: 1.5, backgroundColor: brand[600], marginRight: 12 }} />
      <View style={{ flex: 1 }}>
        <Text style={[styles.subheading, { fontSize: 9.5 }]}>{messages.questions}</Text>
        <Text style={[styles.small, { marginTop: 2 }]}>
          {`${messages.ask.before} `}
          <Link src={contact.bookingUrl} style={styles.link}>
            {contact.bookingUrl}
          </Link>
          {` ${messages.ask.between} `}
          <Link src={`mailto:${contact.email}`} style={styles.link}>
            {contact.email}
          </Link>
          {messages.ask.after}
        </Text>
      </View>
    </View>
  )
}
