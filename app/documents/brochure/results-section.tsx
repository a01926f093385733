import { View } from '@react-pdf/renderer'

import { pdfTag } from '../pdf-tags'

import { type BrochureContent, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { SectionHeading } from './section-heading'
import { type StoryDetail, StoryResult } from './story-result'

/** The results section's heading, also the contents' entry and the running header there. */
export const RESULTS_HEADING = {
  eyebrow: 'Results for our clients',
  title: 'What these services changed for the teams we worked with',
} as const

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
        lead={`${projectCount(content.stories.length)} from our success stories that used the services in this brochure. Clients are named by industry and region; each story is on our website in full.`}
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

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

/** "Seven projects", "One project": small counts in words, as running text writes them. */
function projectCount(count: number) {
  return `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'project' : 'projects'}`
}
