import { Text, View } from '@react-pdf/renderer'

import type { BrochurePaper } from '~/content/brochure-papers'

import { BrandMark } from '../artwork'

import { pdfArtifact } from '../pdf-tags'

import { ink, MARGIN, PAPER, styles, type } from './theme'

type RunningChromeProps = {
  company: string
  title: string
  paper: BrochurePaper
  /** False where a page opens with a dark band the header would sit on (the closing page). */
  header?: boolean
  /** The section a page belongs to, for the running header; empty before the page numbers are known. */
  sectionOn: (pageNumber: number) => string
}

/** Where the footer's rule sits, from the top: react-pdf places `bottom`-anchored fixed boxes off the page. */
const FOOTER_FROM_BOTTOM = 46

/** The brand and the current section above every page but the cover, the brochure and page number below. */
export function RunningChrome({ company, title, paper, header = true, sectionOn }: RunningChromeProps) {
  return (
    <>
      {/* No alignItems in these rows: in react-pdf 4.9 a centered row drops the text that has no flex. */}
      {header ? (
        <View
          fixed
          {...pdfArtifact('Pagination')}
          style={{ position: 'absolute', top: 26, left: MARGIN.x, right: MARGIN.x, flexDirection: 'row' }}
        >
          <View style={{ marginTop: 0.5 }}>
            <BrandMark size={11} />
          </View>
          <Text style={{ marginLeft: 5, fontSize: type.small, fontWeight: 700, color: ink[900], letterSpacing: -0.1, lineHeight: 1.3 }}>
            {company}
          </Text>
          <Text
            style={[styles.caption, { flex: 1, textAlign: 'right', lineHeight: 1.6 }]}
            render={({ pageNumber }) => sectionOn(pageNumber)}
          />
        </View>
      ) : null}
      <View
        fixed
        {...pdfArtifact('Pagination')}
        style={{
          position: 'absolute',
          top: PAPER[paper].height - FOOTER_FROM_BOTTOM,
          left: MARGIN.x,
          right: MARGIN.x,
          flexDirection: 'row',
          borderTopWidth: 0.75,
          borderTopColor: ink[100],
          paddingTop: 8,
        }}
      >
        <Text style={[styles.caption, { flex: 1 }]}>{`${company} · ${title}`}</Text>
        <Text
          style={[styles.caption, { fontWeight: 500, color: ink[700] }]}
          render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`}
        />
      </View>
    </>
  )
}
