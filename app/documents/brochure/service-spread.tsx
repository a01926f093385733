import { Link, Text, View } from '@react-pdf/renderer'

import type { IconCard } from '~/content/service-types'

import { LucideIcon, TechnologyMark } from '../artwork'

import { AccentBar } from './accent-bar'
import { type BrochureService, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { SectionHeading } from './section-heading'
import { accent, brand, ink, styles, type } from './theme'

type ServiceSpreadProps = { service: BrochureService; index: number; count: number; benefits: boolean; mark: MarkPage }

/**
 * One service, starting on a page of its own: its promise and overview with the figures that back
 * it, what we offer, how an engagement runs and the technologies involved, and its benefits where
 * the two pages have room for them.
 */
export function ServiceSpread({ service, index, count, benefits, mark }: ServiceSpreadProps) {
  const { entry, url } = service
  return (
    <View break={index > 0} id={sectionIds.service(entry.slug)} {...bookmark(entry.name)}>
      <PageMarker id={sectionIds.service(entry.slug)} mark={mark} />
      <ServiceOpening service={service} index={index} count={count} />
      <Offerings service={service} />
      <ProcessAndTechnologies service={service} />
      {benefits ? <Benefits service={service} /> : null}
      <Text style={[styles.caption, { marginTop: 16 }]}>
        {`The full ${entry.name} page, with answers to common questions: `}
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
        <Text style={[styles.eyebrow, { marginTop: 12 }]}>{`Service ${index + 1} of ${count}`}</Text>
        <Text style={styles.title}>{entry.name}</Text>
        <Text style={[styles.lead, { marginTop: 8, fontSize: 13, color: brand[700], fontWeight: 500, maxWidth: 440 }]}>{page.hero.promise}</Text>
      </View>
      <View style={{ flexDirection: 'row', marginTop: 18, marginBottom: 20 }}>
        <View style={{ flex: 1, paddingRight: 24 }}>
          <Text style={[styles.subheading, { fontSize: 11.5, marginBottom: 8 }]}>{page.overview.title}</Text>
          {page.overview.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} style={[styles.body, { marginBottom: 6, lineHeight: 1.45 }]}>
              {paragraph}
            </Text>
          ))}
        </View>
        <ProofPanel figures={page.proof.figures} />
      </View>
    </View>
  )
}

/** The figures the service page shows as proof, set as a narrow column of stat blocks. */
function ProofPanel({ figures }: { figures: readonly { value: string; label: string }[] }) {
  return (
    <View style={{ width: 138, backgroundColor: brand[50], borderRadius: 8, paddingVertical: 14, paddingHorizontal: 14 }} wrap={false}>
      <Text style={[styles.eyebrow, { marginBottom: 10 }]}>In numbers</Text>
      {figures.map((figure, i) => (
        <View key={figure.label} style={{ paddingTop: i === 0 ? 0 : 10, marginTop: i === 0 ? 0 : 10, borderTopWidth: i === 0 ? 0 : 0.75, borderTopColor: brand[100] }}>
          <Text style={{ fontSize: figure.value.length > 9 ? 13 : 18, fontWeight: 700, color: brand[700], lineHeight: 1.15, letterSpacing: -0.3 }}>{figure.value}</Text>
          <Text style={[styles.caption, { color: ink[600], marginTop: 3 }]}>{figure.label}</Text>
        </View>
      ))}
    </View>
  )
}

function Offerings({ service: { page } }: { service: BrochureService }) {
  const rows = pairs(page.offerings.items)
  const [first, ...rest] = rows
  return (
    <View style={{ marginBottom: 14 }}>
      <SectionHeading eyebrow={page.offerings.eyebrow} title={page.offerings.title} lead={page.offerings.lead}>
        {first ? <OfferingRow items={first} /> : null}
      </SectionHeading>
      {rest.map((row) => (
        <OfferingRow key={row[0]!.title} items={row} />
      ))}
    </View>
  )
}


function OfferingRow({ items }: { items: readonly IconCard[] }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
      {items.map((item, i) => (
        <View
          key={item.title}
          style={{ flex: 1, marginLeft: i === 0 ? 0 : 8, borderWidth: 0.75, borderColor: ink[100], borderRadius: 8, paddingVertical: 9, paddingHorizontal: 10 }}
        >
          <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 5 }}>
            <View style={{ width: 18, height: 18, borderRadius: 5, backgroundColor: brand[50], alignItems: 'center', justifyContent: 'center', marginRight: 7 }}>
              <LucideIcon name={item.icon} size={11} color={brand[700]} />
            </View>
            <Text style={[styles.subheading, { flex: 1, fontSize: 9.5 }]}>{item.title}</Text>
          </View>
          <Text style={[styles.small, { fontSize: 8.25, lineHeight: 1.4 }]}>{item.description}</Text>
        </View>
      ))}
      {items.length === 1 ? <View style={{ flex: 1, marginLeft: 8 }} /> : null}
    </View>
  )
}

/** How an engagement runs, step by step, beside the technologies it uses; kept on one page. */
function ProcessAndTechnologies({ service: { page } }: { service: BrochureService }) {
  const { steps } = page.process
  return (
    <SectionHeading eyebrow={page.process.eyebrow} title={page.process.title} lead={page.process.lead}>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, paddingRight: 22 }}>
          {steps.map((step, i) => (
            <ProcessStep key={step.title} step={step} number={i + 1} last={i === steps.length - 1} />
          ))}
        </View>
        <TechnologyPanel technologies={page.technologies} />
      </View>
    </SectionHeading>
  )
}

function ProcessStep({ step, number, last }: { step: { title: string; description: string }; number: number; last: boolean }) {
  return (
    <View style={{ flexDirection: 'row' }} wrap={false}>
      <View style={{ width: 30, alignItems: 'center' }}>
        <View style={{ width: 20, height: 20, borderRadius: 10, backgroundColor: brand[600], alignItems: 'center', justifyContent: 'center' }}>
          <Text style={{ fontSize: 7.5, fontWeight: 700, color: '#ffffff', lineHeight: 1 }}>{String(number).padStart(2, '0')}</Text>
        </View>
        {last ? null : <View style={{ flex: 1, width: 1, backgroundColor: brand[100], marginVertical: 3 }} />}
      </View>
      <View style={{ flex: 1, paddingLeft: 8, paddingBottom: last ? 0 : 10 }}>
        <Text style={[styles.subheading, { fontSize: 9.5, marginTop: 3 }]}>{step.title}</Text>
        <Text style={[styles.small, { marginTop: 2 }]}>{step.description}</Text>
      </View>
    </View>
  )
}

/** What the service gives a client, two to a row, as on the service page. */
function Benefits({ service: { page } }: { service: BrochureService }) {
  const [first, ...rest] = pairs(page.benefits.items)
  return (
    <View style={{ marginTop: 18 }}>
      <SectionHeading eyebrow={page.benefits.eyebrow} title={page.benefits.title}>
        {first ? <BenefitRow items={first} /> : null}
      </SectionHeading>
      {rest.map((row) => (
        <BenefitRow key={row[0]!.title} items={row} />
      ))}
    </View>
  )
}

function BenefitRow({ items }: { items: readonly IconCard[] }) {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
      {items.map((item, i) => (
        <View key={item.title} style={{ flex: 1, marginLeft: i === 0 ? 0 : 16, flexDirection: 'row' }}>
          <View style={{ width: 18, paddingTop: 1 }}>
            <LucideIcon name={item.icon} size={10} color={accent[600]} />
          </View>
          <View style={{ flex: 1 }}>
            <Text style={[styles.subheading, { fontSize: 9 }]}>{item.title}</Text>
            <Text style={[styles.small, { fontSize: 8.25, lineHeight: 1.4, marginTop: 1 }]}>{item.description}</Text>
          </View>
        </View>
      ))}
      {items.length === 1 ? <View style={{ flex: 1, marginLeft: 16 }} /> : null}
    </View>
  )
}

/** The tools a service is built with, logos where simple-icons has them, as on the service page. */
function TechnologyPanel({ technologies }: { technologies: BrochureService['page']['technologies'] }) {
  return (
    <View style={{ width: 150, backgroundColor: ink[50], borderRadius: 8, paddingVertical: 12, paddingHorizontal: 12 }}>
      <Text style={styles.eyebrow}>{technologies.eyebrow}</Text>
      <Text style={[styles.subheading, { fontSize: 9, marginBottom: 6 }]}>{technologies.title}</Text>
      {technologies.items.map((item) => (
        <View key={item.name} style={{ flexDirection: 'row', paddingVertical: 3.5, borderTopWidth: 0.5, borderTopColor: ink[100] }}>
          <View style={{ width: 15, paddingTop: 1 }}>{item.logo ? <TechnologyMark slug={item.logo} size={9} /> : <NoLogoMark />}</View>
          <Text style={{ flex: 1, fontSize: type.small, fontWeight: 500, color: ink[800], lineHeight: 1.3 }}>{item.name}</Text>
        </View>
      ))}
    </View>
  )
}

/** Where simple-icons has no mark (AWS, Azure...): a neutral dot keeps the names aligned. */
function NoLogoMark() {
  return <View style={{ width: 5, height: 5, borderRadius: 2.5, marginTop: 2.5, marginLeft: 2, backgroundColor: ink[300] }} />
}

function pairs<T>(items: readonly T[]): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2))
  return rows
}
