import { Text, View } from '@react-pdf/renderer'

import type { IconCard } from '~/content/service-types'

import { LucideIcon, TechnologyMark } from '../artwork'
import { pdfTag } from '../pdf-tags'

import type { BrochureService } from './brochure-content'
import { pairs } from './pairs'
import { SectionHeading } from './section-heading'
import { accent, brand, ink, styles, type } from './theme'

// The second page of a service's spread: how an engagement runs, the tools, and what the client gains.

/** How an engagement runs, step by step, beside the technologies it uses; kept on one page. */
export function ProcessAndTechnologies({ service: { page } }: { service: BrochureService }) {
  const { steps } = page.process
  return (
    <SectionHeading eyebrow={page.process.eyebrow} title={page.process.title} level="H3" lead={page.process.lead}>
      <View style={{ flexDirection: 'row' }}>
        <View {...pdfTag('L')} style={{ flex: 1, paddingRight: 22 }}>
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
    <View {...pdfTag('LI')} style={{ flexDirection: 'row' }} wrap={false}>
      <View style={{ width: 30, alignItems: 'center' }}>
        <View
          style={{ width: 20, height: 20, borderRadius: 10, backgroundColor: brand[600], alignItems: 'center', justifyContent: 'center' }}
        >
          <Text {...pdfTag('Lbl')} style={{ fontSize: 7.5, fontWeight: 700, color: '#ffffff', lineHeight: 1 }}>
            {String(number).padStart(2, '0')}
          </Text>
        </View>
        {last ? null : <View style={{ flex: 1, width: 1, backgroundColor: brand[100], marginVertical: 3 }} />}
      </View>
      <View {...pdfTag('LBody')} style={{ flex: 1, paddingLeft: 8, paddingBottom: last ? 0 : 10 }}>
        <Text style={[styles.subheading, { fontSize: 9.5, marginTop: 3 }]}>{step.title}</Text>
        <Text style={[styles.small, { marginTop: 2 }]}>{step.description}</Text>
      </View>
    </View>
  )
}

/** What the service gives a client, two to a row, as on the service page. */
export function Benefits({ service: { page } }: { service: BrochureService }) {
  const [first, ...rest] = pairs(page.benefits.items)
  // One list over all the rows (the first sits under the heading to stay with it): one tag object.
  const list = pdfTag('L')
  return (
    <View style={{ marginTop: 18 }}>
      <SectionHeading eyebrow={page.benefits.eyebrow} title={page.benefits.title} level="H3">
        {first ? <BenefitRow items={first} list={list} /> : null}
      </SectionHeading>
      {rest.map((row) => (
        <BenefitRow key={row[0]!.title} items={row} list={list} />
      ))}
    </View>
  )
}

function BenefitRow({ items, list }: { items: readonly IconCard[]; list: ReturnType<typeof pdfTag> }) {
  return (
    <View {...list} style={{ flexDirection: 'row', marginBottom: 8 }} wrap={false}>
      {items.map((item, i) => (
        <View key={item.title} {...pdfTag('LI')} style={{ flex: 1, marginLeft: i === 0 ? 0 : 16, flexDirection: 'row' }}>
          <View style={{ width: 18, paddingTop: 1 }}>
            <LucideIcon name={item.icon} size={10} color={accent[600]} />
          </View>
          <View {...pdfTag('LBody')} style={{ flex: 1 }}>
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
      <Text {...pdfTag('H3')} style={[styles.subheading, { fontSize: 9, marginBottom: 6 }]}>
        {technologies.title}
      </Text>
      <View {...pdfTag('L')}>
        {technologies.items.map((item) => (
          <View
            key={item.name}
            {...pdfTag('LI')}
            style={{ flexDirection: 'row', paddingVertical: 3.5, borderTopWidth: 0.5, borderTopColor: ink[100] }}
          >
            <View style={{ width: 15, paddingTop: 1 }}>{item.logo ? <TechnologyMark slug={item.logo} size={9} /> : <NoLogoMark />}</View>
            <Text {...pdfTag('LBody')} style={{ flex: 1, fontSize: type.small, fontWeight: 500, color: ink[800], lineHeight: 1.3 }}>
              {item.name}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** Where simple-icons has no mark (AWS, Azure...): a neutral dot keeps the names aligned. */
function NoLogoMark() {
  return <View style={{ width: 5, height: 5, borderRadius: 2.5, marginTop: 2.5, marginLeft: 2, backgroundColor: ink[300] }} />
}
