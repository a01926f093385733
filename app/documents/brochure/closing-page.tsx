import { Link, Page, Text, View } from '@react-pdf/renderer'

import type { BrochurePaper } from '~/content/brochure-papers'
import type { Office } from '~/content/types'
import { documentMessages } from '~/messages/edition/documents'

import { BrandMark } from '../artwork'
import { pdfTag } from '../pdf-tags'

import { type BrochureContent, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { RunningChrome } from './running-chrome'
import { brand, ink, MARGIN, styles } from './theme'

const messages = documentMessages.closing

type ClosingPageProps = {
  content: BrochureContent
  paper: BrochurePaper
  sectionOn: (pageNumber: number) => string
  mark: MarkPage
  /** Closes up the spacing: the renderer's first pass found the page running onto a second one. */
  compact?: boolean
}

/**
 * The gaps between the page's parts. Compact where the page would not fit otherwise: five services'
 * addresses in the band and a language that runs longer than English, on Letter.
 */
const SPACING = {
  regular: { bandTop: 28, bandBottom: 24, brand: 14, services: 14, contact: 18, offices: 16 },
  compact: { bandTop: 20, bandBottom: 16, brand: 10, services: 10, contact: 12, offices: 10 },
} as const

/** The closing page's name in the contents, the outline and the running header. */
export function closingTitle(company: string) {
  return messages.title(company)
}

/**
 * The last page: who we are and where each service of the brochure lives online, on a dark band,
 * then how to reach us and every office. No company-wide figures: a brochure's proof is its own
 * services' results, printed with each service and in the results section.
 */
export function ClosingPage({ content, paper, sectionOn, mark, compact = false }: ClosingPageProps) {
  const { contact, company } = content
  const space = SPACING[compact ? 'compact' : 'regular']
  return (
    <Page size={paper} style={[styles.page, { paddingTop: 0, paddingBottom: 56 }]}>
      <View
        id={sectionIds.contact}
        {...bookmark(closingTitle(company.name))}
        style={{
          backgroundColor: ink[900],
          marginHorizontal: -MARGIN.x,
          paddingHorizontal: MARGIN.x,
          paddingTop: space.bandTop,
          paddingBottom: space.bandBottom,
        }}
      >
        <PageMarker id={sectionIds.contact} mark={mark} />
        <View style={{ flexDirection: 'row', marginBottom: space.brand }}>
          <BrandMark size={18} />
          <Text style={{ marginLeft: 7, fontSize: 12.5, fontWeight: 700, color: '#ffffff', letterSpacing: -0.2, lineHeight: 1.45 }}>
            {company.name}
          </Text>
        </View>
        <Text {...pdfTag('H2')} style={[styles.eyebrow, { color: brand[200] }]}>
          {closingTitle(company.name)}
        </Text>
        <Text style={{ fontSize: 20, fontWeight: 700, lineHeight: 1.2, letterSpacing: -0.4, color: '#ffffff', maxWidth: 420 }}>
          {company.tagline}
        </Text>
        <Text style={{ marginTop: 10, fontSize: 10, lineHeight: 1.5, color: ink[200], maxWidth: 440 }}>{company.description}</Text>
        <ServicesOnline services={content.services} marginTop={space.services} />
      </View>
      <View style={{ marginTop: space.contact }}>
        <Text style={styles.eyebrow}>{messages.eyebrow}</Text>
        <Text {...pdfTag('H3')} style={styles.heading}>
          {messages.heading}
        </Text>
        <Text style={[styles.small, { marginTop: 4, maxWidth: 430 }]}>{messages.lead}</Text>
        <View style={{ flexDirection: 'row', marginTop: 14 }}>
          <ContactItem label={messages.bookCall} value={contact.bookingUrl} href={contact.bookingUrl} flex={1.65} first />
          <ContactItem label={messages.email} value={contact.email} href={`mailto:${contact.email}`} />
          <ContactItem label={messages.phone} value={contact.phone} href={`tel:${contact.phone.replaceAll(' ', '')}`} />
        </View>
      </View>
      {/* The offices close the page at its foot, whatever the band above them takes. */}
      <View style={{ marginTop: 'auto', paddingTop: space.offices }}>
        <Text {...pdfTag('H3')} style={styles.eyebrow}>
          {messages.offices}
        </Text>
        <View {...pdfTag('L')} style={{ flexDirection: 'row', marginTop: 4 }}>
          {content.offices.map((office, i) => (
            <OfficeColumn key={office.name} office={office} first={i === 0} />
          ))}
        </View>
      </View>
      <RunningChrome company={company.name} title={content.title} paper={paper} header={false} sectionOn={sectionOn} />
    </Page>
  )
}

/** Each service's page on the site, where its answers to common questions and new stories are. */
function ServicesOnline({ services, marginTop }: { services: BrochureContent['services']; marginTop: number }) {
  return (
    <View style={{ marginTop, paddingTop: 10, borderTopWidth: 0.75, borderTopColor: ink[700] }}>
      <Text style={[styles.eyebrow, { color: ink[300] }]}>{messages.servicesOnline}</Text>
      <View {...pdfTag('L')}>
        {services.map(({ entry, url }) => (
          <View key={entry.slug} {...pdfTag('LI')} style={{ flexDirection: 'row', marginTop: 3 }}>
            <View {...pdfTag('LBody')} style={{ flex: 1, flexDirection: 'row' }}>
              <Text style={{ width: 180, fontSize: 9, fontWeight: 600, color: '#ffffff', lineHeight: 1.4 }}>{entry.name}</Text>
              <Link src={url} style={{ flex: 1, fontSize: 9, color: brand[200], textDecoration: 'none', lineHeight: 1.4 }}>
                {url.replace(/^https?:\/\//, '')}
              </Link>
            </View>
          </View>
        ))}
      </View>
    </View>
  )
}

/** A contact detail written in full (never broken across lines) and clickable. */
function ContactItem({
  label,
  value,
  href,
  flex = 1,
  first = false,
}: {
  label: string
  value: string
  href: string
  flex?: number
  first?: boolean
}) {
  return (
    <View
      style={{ flex, marginLeft: first ? 0 : 8, backgroundColor: brand[50], borderRadius: 8, paddingVertical: 10, paddingHorizontal: 12 }}
    >
      <Text style={[styles.caption, { color: ink[600] }]}>{label}</Text>
      <Link src={href} style={[styles.link, { marginTop: 2 }]}>
        <Text style={{ fontSize: 9.5, fontWeight: 600, color: brand[700] }}>{value}</Text>
      </Link>
    </View>
  )
}

function OfficeColumn({ office, first }: { office: Office; first: boolean }) {
  // The office's name, addresses and contacts are one item body, over several nodes: one tag object.
  const body = pdfTag('LBody')
  return (
    <View {...pdfTag('LI')} style={{ flex: 1, marginLeft: first ? 0 : 14, paddingTop: 10, borderTopWidth: 2, borderTopColor: brand[600] }}>
      <Text {...body} style={styles.subheading}>
        {office.country}
      </Text>
      {[office.address, ...office.otherAddresses].map((address) => (
        <View key={address.label} {...body} style={{ marginTop: 6 }} wrap={false}>
          <Text style={[styles.caption, { fontWeight: 600, color: ink[700] }]}>{address.label}</Text>
          {address.lines.map((line) => (
            <Text key={line} style={styles.caption}>
              {line}
            </Text>
          ))}
        </View>
      ))}
      <View {...body} style={{ marginTop: 8 }}>
        <Link src={`mailto:${office.email}`} style={[styles.caption, styles.link]}>
          {office.email}
        </Link>
        <Text style={styles.caption}>{office.phone}</Text>
        <Text style={styles.caption}>{office.hours}</Text>
      </View>
    </View>
  )
}
