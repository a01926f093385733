import { Link, Text, View } from '@react-pdf/renderer'

import { type BrochureContent, type BrochureStory, sectionIds } from './brochure-content'
import { bookmark, type MarkPage, PageMarker } from './page-marker'
import { ResultChart } from './result-chart'
import { SectionHeading } from './section-heading'
import { brand, ink, styles } from './theme'

/** The results section's heading, also the contents' entry and the running header there. */
export const RESULTS_HEADING = { eyebrow: 'Results for our clients', title: 'What these services changed for the teams we worked with' } as const

/** The success stories that used the brochure's services, each with its headline result. */
export function ResultsSection({ content, mark }: { content: BrochureContent; mark: MarkPage }) {
  const [first, ...rest] = content.stories
  if (!first) return null
  return (
    <View break id={sectionIds.results} {...bookmark(RESULTS_HEADING.eyebrow)}>
      <PageMarker id={sectionIds.results} mark={mark} />
      <SectionHeading
        eyebrow={RESULTS_HEADING.eyebrow}
        title={RESULTS_HEADING.title}
        lead={`${projectCount(content.stories.length)} from our success stories that used the services in this brochure. Clients are named by industry and region; each story is on our website in full.`}
      >
        <StoryResult item={first} />
      </SectionHeading>
      {rest.map((item) => (
        <StoryResult key={item.story.slug} item={item} />
      ))}
    </View>
  )
}

function StoryResult({ item: { story, url, services } }: { item: BrochureStory }) {
  return (
    <View wrap={false} style={{ flexDirection: 'row', paddingVertical: 12, borderTopWidth: 0.75, borderTopColor: ink[100] }}>
      <View style={{ flex: 1, paddingRight: 20 }}>
        <Text style={[styles.eyebrow, { marginBottom: 3 }]}>{`${story.industry} · ${story.region}`}</Text>
        <Link src={url} style={{ textDecoration: 'none' }}>
          <Text style={[styles.subheading, { fontSize: 10.5 }]}>{story.title}</Text>
        </Link>
        <Text style={[styles.small, { marginTop: 3 }]}>{story.desc}</Text>
        <Text style={[styles.caption, { marginTop: 4 }]}>{`Services: ${services.join(', ')}`}</Text>
      </View>
      <View style={{ width: 150, backgroundColor: brand[50], borderRadius: 8, padding: 12, justifyContent: 'center' }}>
        {story.results.map((result, i) => (
          <View key={result.metric} style={{ marginTop: i === 0 ? 0 : 10 }}>
            <ResultChart result={result} width={126} id={`${story.slug}-${i}`} />
          </View>
        ))}
      </View>
    </View>
  )
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

/** "Seven projects", "One project": small counts in words, as running text writes them. */
function projectCount(count: number) {
  return `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'project' : 'projects'}`
}
