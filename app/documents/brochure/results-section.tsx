import { View } from '@react-pdf/renderer'

import { documentMessages } from '~/messages/edition/documents'

import { pdfTag } from '../pdf-tags'

import { type BrochureContent, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { SectionHeading } from './section-heading'
import { type StoryDetail, StoryResult } from './story-result'

/** The results section's heading, also the contents' entry and the running header there. */
export const RESULTS_HEADING = { eyebrow: documentMessages.results.eyebrow, title: documentMessages.results.title }

/** The id a story's page marker reports, so the renderer can balance the stories over their pages. */
export const storyMarker = (slug: string) => `story-${slug}`

type ResultsSectionProps = {
  content: BrochureContent
  mark: MarkPage
  /** How much of each story to print. */
  detail: StoryDetail
  /** Stories that start a new page: the renderer spreads the stories evenly over the pages they fill. */
  breaks: ReadonlySet<string>
}

/** The success stories that used the brochure's services, each with its results drawn as charts. */
export function ResultsSection({ content, mark, detail, breaks }: ResultsSectionProps) {
  const [first, ...rest] = content.stories
  if (!first) return null
  return (
    <View break id={sectionIds.results} {...bookmark(RESULTS_HEADING.eyebrow)} {...pdfTag('Sect')}>
      <PageMarker id={sectionIds.results} mark={mark} />
      <SectionHeading
        eyebrow={RESULTS_HEADING.eyebrow}
        title={RESULTS_HEADING.title}
        level="H2"
        lead={documentMessages.results.lead(content.stories.length)}
      >
        <StoryResult item={first} detail={detail} marker={<PageMarker id={storyMarker(first.story.slug)} mark={mark} />} />
      </SectionHeading>
      {rest.map((item) => (
        <View key={item.story.slug} break={breaks.has(item.story.slug)}>
          <StoryResult item={item} detail={detail} marker={<PageMarker id={storyMarker(item.story.slug)} mark={mark} />} />
        </View>
      ))}
    </View>
  )
}
