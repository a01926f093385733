import { Page, Text, View } from '@react-pdf/renderer'

import type { BrochurePaper } from '~/content/brochure-papers'
import { documentMessages } from '~/messages/edition/documents'

import { BrandMark } from '../artwork'
import { pdfFigure, pdfTag } from '../pdf-tags'

import { AccentBar } from './accent-bar'
import type { BrochureContent } from './brochure-content'
import { coverDescription, coverDesign } from './cover-design'
import { CoverGraphic } from './cover-graphic'
import { brand, ink, MARGIN, PAPER, styles, type } from './theme'

type CoverPageProps = { content: BrochureContent; paper: BrochurePaper; edition: string }

/** A full-bleed dark cover: brand, artwork, the brochure's title and description, the services inside. */
export function CoverPage({ content, paper, edition }: CoverPageProps) {
  const { width, height } = PAPER[paper]
  const host = content.contact.siteUrl.replace(/^https?:\/\//, '')
  const design = coverDesign(content, content.position)
  return (
    <Page size={paper} style={{ fontFamily: styles.page.fontFamily, backgroundColor: ink[900], color: '#ffffff' }}>
      {/* The artwork, its labels included, is one picture to a screen reader, described in words. */}
      <View {...pdfFigure(coverDescription(design))} style={{ position: 'absolute', top: 0, left: 0 }}>
        <CoverGraphic width={width} height={height * 0.56} design={design} />
      </View>
      <View style={{ position: 'absolute', top: 48, left: MARGIN.x, flexDirection: 'row', alignItems: 'center' }}>
        <BrandMark size={26} />
        <Text style={{ marginLeft: 9, fontSize: 17, fontWeight: 700, letterSpacing: -0.3 }}>{content.company.name}</Text>
      </View>
      <View style={{ position: 'absolute', top: height * 0.56, left: MARGIN.x, right: MARGIN.x }}>
        <Text style={[styles.eyebrow, { color: brand[200], marginBottom: 10 }]}>{documentMessages.cover.eyebrow}</Text>
        <Text {...pdfTag('H1')} style={{ fontSize: type.display, fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.8, maxWidth: 430 }}>
          {content.title}
        </Text>
        <Text style={{ marginTop: 14, fontSize: 12, lineHeight: 1.5, color: ink[200], maxWidth: 420 }}>{content.description}</Text>
      </View>
      <View style={{ position: 'absolute', bottom: 44, left: MARGIN.x, right: MARGIN.x }}>
        <Text style={[styles.eyebrow, { color: ink[300], marginBottom: 8 }]}>{documentMessages.cover.inside}</Text>
        <View {...pdfTag('L')} style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
          {content.services.map(({ entry }) => (
            <View key={entry.slug} {...pdfTag('LI')}>
              <Text
                {...pdfTag('LBody')}
                style={{
                  fontSize: 9,
                  fontWeight: 500,
                  color: '#ffffff',
                  borderWidth: 0.75,
                  borderColor: ink[600],
                  borderRadius: 9,
                  paddingVertical: 3,
                  paddingHorizontal: 8,
                  marginRight: 6,
                  marginBottom: 6,
                }}
              >
                {entry.name}
              </Text>
            </View>
          ))}
        </View>
        <View style={{ flexDirection: 'row', marginTop: 16, paddingTop: 10, borderTopWidth: 0.75, borderTopColor: ink[700] }}>
          <Text style={{ flex: 1, fontSize: type.caption, color: ink[300] }}>{`${content.company.name} · ${edition}`}</Text>
          <Text style={{ fontSize: type.caption, color: ink[300] }}>{host}</Text>
        </View>
      </View>
      <View style={{ position: 'absolute', bottom: 0, left: 0 }}>
        <AccentBar width={width} height={8} id="cover-bar" />
      </View>
    </Page>
  )
}
