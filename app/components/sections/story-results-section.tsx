import { Container } from '~/components/ui/container'
import { ResultChart } from '~/components/ui/result-chart'
import type { CaseStudy } from '~/content/types'
import { monthAndYear } from '~/lib/text/format-date'

/** A story's opening band: its headline results drawn as charts, beside the facts about the client. */
export function StoryResultsSection({ story }: { story: CaseStudy }) {
  return (
    <section aria-labelledby="results-title" className="py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h2 id="results-title" className="text-3xl">
            {story.results.length === 1 ? 'The headline result' : 'The headline results'}
          </h2>
          <ul className="mt-6 grid gap-4">
            {story.results.map((result) => (
              <li key={result.metric} className="rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-6">
                <ResultChart result={result} />
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid content-start gap-4 rounded-card border border-ink-100 bg-ink-50 p-6 sm:grid-cols-2">
          <Fact term="Client" value={story.client.description} wide />
          <Fact term="Size" value={story.client.size} wide />
          <Fact term="Industry" value={story.industry} />
          <Fact term="Region" value={story.region} />
          <Fact term="Engagement" value={story.duration} />
          <Fact term="Published" value={<time dateTime={story.published}>{monthAndYear(story.published)}</time>} />
        </dl>
      </Container>
    </section>
  )
}

function Fact({ term, value, wide = false }: { term: string; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-semibold text-ink-600">{term}</dt>
      <dd className="text-ink-900">{value}</dd>
    </div>
  )
}
