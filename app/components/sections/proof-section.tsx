import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { Figure, SectionIntro } from '~/content/service-types'
import type { StorySummary } from '~/content/types'

import { StoryCard } from './story-card'

type ProofSectionProps = { intro: SectionIntro; figures: readonly Figure[]; stories: readonly StorySummary[]; tone?: Tone }

/** Figures from the spec and the success stories that involved this service. */
export function ProofSection({ intro, figures, stories, tone = 'plain' }: ProofSectionProps) {
  return (
    <Section tone={tone} id="proof" aria-labelledby="proof-title">
      <SectionHeader id="proof-title" {...intro} />
      {figures.length > 0 ? (
        <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-card bg-gradient-to-br from-brand-700 to-accent-600 p-5 text-white sm:p-6">
              <dt className="order-2 mt-1 text-[0.9375rem] text-white/90">{figure.label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {stories.length > 0 ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.slug} className="flex">
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
