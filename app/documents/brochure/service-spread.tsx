import { Link, Text, View } from '@react-pdf/renderer'

import { type HeroProofItem, serviceHeroProof } from '~/content/service-hero-proof'
import type { IconCard } from '~/content/service-types'
import { getStory } from '~/content/stories'
import { documentMessages } from '~/messages/edition/documents'

import { LucideIcon } from '../artwork'
import { pdfTag } from '../pdf-tags'

import { AccentBar } from './accent-bar'
import { type BrochureService, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { pairs } from './pairs'
import { SectionHeading } from './section-heading'
import { Benefits, ProcessAndTechnologies } from './service-delivery'
import { brand, ink, styles } from './theme'

const messages = documentMessages.service

type ServiceSpreadProps = { service: BrochureService; index: number; count: number; benefits: boolean; mark: MarkPage }

/**
 * One service, starting on a page of its own: its promise and overview with the figures that back
 * it, what we offer, how an engagement runs and the technologies involved, and its benefits where
 * the two pages have room for them.
 */
export function ServiceSpread({ service, index, count, benefits, mark }: ServiceSpreadProps) {
  const { entry, url } = service
  return (
    <View break={index > 0} id={sectionIds.service(entry.slug)} {...bookmark(entry.name)} {...pdfTag('Sect')}>
      <PageMarker id={sectionIds.service(entry.slug)} mark={mark} />
      <ServiceOpening service={service} index={index} count={count} />
      <Offerings service={service} />
      <ProcessAndTechnologies service={service} />
      {benefits ? <Benefits service={service} /> : null}
      <Text style={[styles.caption, { marginTop: 16 }]}>
        {`${messages.fullPage(entry.name)} `}
        <Link src={url} style={styles.link}>
          {url.replace(/^https?:\/\//, '')}
        </Link>
      </Text>
    </View>
  )
}

function ServiceOpening({ service: { entry, page }, index, count }: Pick<ServiceSpreadProps, 'service' | 'index' | 'count'>) {
  return (
    <View>
      <View wrap={false}>
        <AccentBar width={36} height={4} id={`bar-${entry.slug}`} />
        <Text style={[styles.eyebrow, { marginTop: 12 }]}>{messages.position(index + 1, count)}</Text>
        <Text {...pdfTag('H2')} style={styles.title}>
          {entry.name}
        </Text>
        <Text style={[styles.lead, { marginTop: 8, fontSize: 13, color: brand[700], fontWeight: 500, maxWidth: 440 }]}>
          {page.hero.promise}
        </Text>
      </View>
      <View style={{ flexDirection: 'row', marginTop: 18, marginBottom: 20 }}>
        <View style={{ flex: 1, paddingRight: 24 }}>
          <Text {...pdfTag('H3')} style={[styles.subheading, { fontSize: 11.5, marginBottom: 8 }]}>
            {page.overview.title}
          </Text>
          {page.overview.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} style={[styles.body, { marginBottom: 6, lineHeight: 1.45 }]}>
              {paragraph}
            </Text>
          ))}
        </View>
        <ProofPanel items={proofOf(page)} />
      </View>
    </View>
  )
}

/** What the service page's hero shows as its record: its stories' results, its own figures, or what it measures. */
function proofOf(page: BrochureService['page']): HeroProofItem[] {
  const stories = page.proof.stories.flatMap((slug) => getStory(slug) ?? [])
  return serviceHeroProof({ stories, figures: page.proof.figures, measures: page.proof.measures })
}

/**
 * The service page's hero proof, set as a narrow column of stat blocks. A result reads "3h to 1.5h":
 * the brochure's subset of Inter has no arrow.
 */
function ProofPanel({ items }: { items: readonly HeroProofItem[] }) {
  return (
    <View style={{ width: 138, backgroundColor: brand[50], borderRadius: 8, paddingVertical: 14, paddingHorizontal: 14 }} wrap={false}>
      <Text style={[styles.eyebrow, { marginBottom: 10 }]}>{messages.onRecord}</Text>
      {items.map((item, i) => (
        <View
          key={item.label}
          style={{
            paddingTop: i === 0 ? 0 : 10,
            marginTop: i === 0 ? 0 : 10,
            borderTopWidth: i === 0 ? 0 : 0.75,
            borderTopColor: brand[100],
          }}
        >
          {item.kind === 'measure' ? (
            <>
              <Text style={[styles.caption, { color: ink[600] }]}>{messages.whatWeMeasure}</Text>
              <Text style={{ fontSize: 11, fontWeight: 700, color: brand[700], lineHeight: 1.3, marginTop: 3 }}>{item.label}</Text>
            </>
          ) : (
            <>
              <Text
                style={{
                  fontSize: item.value.length > 9 ? 13 : 18,
                  fontWeight: 700,
                  color: brand[700],
                  lineHeight: 1.15,
                  letterSpacing: -0.3,
                }}
              >
                {item.kind === 'result' ? item.value.replace(' → ', ` ${messages.to} `) : item.value}
              </Text>
              <Text style={[styles.caption, { color: ink[600], marginTop: 3 }]}>{item.label}</Text>
            </>
          )}
        </View>
      ))}
    </View>
  )
}

function Offerings({ service: { page } }: { service: BrochureService }) {
  const rows = pairs(page.offerings.items)
  const [first, ...rest] = rows
  // One list over all the rows (the first sits under the heading to stay with it): one tag object.
  const list = pdfTag('L')
  return (
    // The gap below is padding, not margin: react-pdf moves a block that fits to the next page when
    // only its bottom margin does not, which left a spread's first page half empty.
    <View style={{ paddingBottom: 14 }}>
      <SectionHeading eyebrow={page.offerings.eyebrow} title={page.offerings.title} level="H3" lead={page.offerings.lead}>
        {first ? <OfferingRow items={first} list={list} /> : null}
      </SectionHeading>
      {rest.map((row) => (
        <OfferingRow key={row[0]!.title} items={row} list={list} />
      ))}
    </View>
  )
}

function OfferingRow({ items, list }: { items: readonly IconCard[]; list: ReturnType<typeof pdfTag> }) {
  return (
    <View {...list} style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
      {items.map((item, i) => (
        <OfferingCard key={item.title} item={item} first={i === 0} />
      ))}
      {items.length === 1 ? <View style={{ flex: 1, marginLeft: 8 }} /> : null}
    </View>
  )
}

function OfferingCard({ item, first }: { item: IconCard; first: boolean }) {
  // The title and the description are the item's body; the icon is decoration.
  const body = pdfTag('LBody')
  return (
    <View
      {...pdfTag('LI')}
      style={{
        flex: 1,
        marginLeft: first ? 0 : 8,
        borderWidth: 0.75,
        borderColor: ink[100],
        borderRadius: 8,
        paddingVertical: 9,
        paddingHorizontal: 10,
      }}
    >
      <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 5 }}>
        <View
          style={{
            width: 18,
            height: 18,
            borderRadius: 5,
            backgroundColor: brand[50],
            alignItems: 'center',
            justifyContent: 'center',
            marginRight: 7,
          }}
        >
          <LucideIcon name={item.icon} size={11} color={brand[700]} />
        </View>
        <Text {...body} style={[styles.subheading, { flex: 1, fontSize: 9.5 }]}>
          {item.title}
        </Text>
      </View>
      <Text {...body} style={[styles.small, { fontSize: 8.25, lineHeight: 1.4 }]}>
        {item.description}
      </Text>
    </View>
  )
}
