import { View } from '@react-pdf/renderer'

import { type BrochureContent, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { SectionHeading } from './section-heading'
import { StoryResult, storyDetail } from './story-result'

/** The results section's heading, also the contents' entry and the running header there. */
export const RESULTS_HEADING = {
  eyebrow: 'Results for our clients',
  title: 'What these services changed for the teams we worked with',
} as const

/** The success stories that used the brochure's services, each with its results drawn as charts. */
export function ResultsSection({ content, mark }: { content: BrochureContent; mark: MarkPage }) {
  const [first, ...rest] = content.stories
  if (!first) return null
  const detail = storyDetail(content.stories.length)
  return (
    <View break id={sectionIds.results} {...bookmark(RESULTS_HEADING.eyebrow)}>
      <PageMarker id={sectionIds.results} mark={mark} />
      <SectionHeading
        eyebrow={RESULTS_HEADING.eyebrow}
        title={RESULTS_HEADING.title}
        lead={`${projectCount(content.stories.length)} from our success stories that used the services in this brochure. Clients are named by industry and region; each story is on our website in full.`}
      >
        <StoryResult item={first} detail={detail} />
      </SectionHeading>
      {rest.map((item) => (
        <StoryResult key={item.story.slug} item={item} detail={detail} />
      ))}
    </View>
  )
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

/** "Seven projects", "One project": small counts in words, as running text writes them. */
function projectCount(count: number) {
  return `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'project' : 'projects'}`
}
