import { Document, Page, View } from '@react-pdf/renderer'

import type { BrochurePaper } from '~/content/brochure-papers'
import { SITE_LANGUAGE } from '~/content/locale'
import { monthAndYear } from '~/lib/text/format-date'

import { TAGGED_DOCUMENT } from '../pdf-tags'

import type { BrochureContent } from './brochure-content'
import { ClosingPage } from './closing-page'
import { ContentsPage } from './contents-page'
import { CoverPage } from './cover-page'
import { type MarkPage } from './page-marker'
import { ResultsSection } from './results-section'
import { RunningChrome } from './running-chrome'
import { ServiceSpread } from './service-spread'
import type { StoryDetail } from './story-result'
import { styles } from './theme'

export type BrochureDocumentProps = {
  content: BrochureContent
  paper: BrochurePaper
  /** The content's date (`contentUpdated`), never the clock: printed on the cover, and the PDF's dates. */
  contentDate: string
  /** Where each section starts, from a first rendering; empty on that first one. */
  pages: Readonly<Record<string, number>>
  /** The section each page belongs to, for the running header. */
  sectionOn: (pageNumber: number) => string
  mark: MarkPage
  /** What the renderer's first pass decided about the layout. */
  layout: BrochureLayout
}

/** Layout choices that depend on where things land, made from a first rendering. */
export type BrochureLayout = {
  /** The services whose spread has room for their benefits. */
  withBenefits: ReadonlySet<string>
  /** How much of each success story the results print. */
  storyDetail: StoryDetail
  /** The success stories that start a new page of the results. */
  resultBreaks: ReadonlySet<string>
  /** Whether the closing page closes up its spacing to stay one page. */
  compactClosing: boolean
}

/** A brochure: cover, contents, a spread per service, results, and the closing contact page. */
export function BrochureDocument({ content, paper, contentDate, pages, sectionOn, mark, layout }: BrochureDocumentProps) {
  const printedOn = new Date(`${contentDate}T00:00:00Z`)
  return (
    // Tagged, so screen readers get headings, lists, picture descriptions and reading order;
    // PDF 1.7 because the language and mark info a tagged file carries are not PDF 1.3.
    <Document
      {...TAGGED_DOCUMENT}
      pdfVersion="1.7"
      title={`${content.company.name}: ${content.title}`}
      author={content.company.legalName}
      subject={content.description}
      keywords={content.services.map(({ entry }) => entry.name).join(', ')}
      creator={content.company.name}
      producer={content.company.name}
      language={SITE_LANGUAGE}
      creationDate={printedOn}
      modificationDate={printedOn}
      pageMode="useOutlines"
    >
      <CoverPage content={content} paper={paper} edition={monthAndYear(contentDate)} />
      <ContentsPage content={content} paper={paper} pages={pages} sectionOn={sectionOn} />
      <Page size={paper} style={styles.page}>
        <RunningChrome company={content.company.name} title={content.title} paper={paper} sectionOn={sectionOn} />
        {content.services.map((service, index) => (
          <ServiceSpread
            key={service.entry.slug}
            service={service}
            index={index}
            count={content.services.length}
            benefits={layout.withBenefits.has(service.entry.slug)}
            mark={mark}
          />
        ))}
        <ResultsSection content={content} mark={mark} detail={layout.storyDetail} breaks={layout.resultBreaks} />
        <View />
      </Page>
      <ClosingPage content={content} paper={paper} sectionOn={sectionOn} mark={mark} compact={layout.compactClosing} />
    </Document>
  )
}
