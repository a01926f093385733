import type { ReactNode } from 'react'

import { Container } from '~/components/ui/container'
import { ResultChart } from '~/components/ui/result-chart'
import type { StoryFact } from '~/content/story-context-facts'
import type { StoryResult } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { storyMessages } from '~/messages/edition/stories'

import { HeroActions, HeroHeading } from './hero-parts'
import { FirstScreenEnd } from './first-screen'

type StoryHeroProps = {
  eyebrow: ReactNode
  heading: string
  /** The headline result in words, under the title. */
  promise: string
  /** The story in two or three sentences: the card text. */
  lead: string
  /** Who the client is and what the engagement was (story-context-facts.ts). */
  facts: readonly StoryFact[]
  /** One to three results, drawn as charts (story-hero-results.ts chooses them). */
  results: readonly StoryResult[]
  secondaryCta?: { label: string; href: string }
}

/**
 * A success story's opening band, on the page's one dark band: the client's context as facts under
 * the title, the booking call to action, and the headline results drawn as charts on a white card
 * beside them (under them on a phone). The lead sits under the title from 640 px up; on a phone it
 * follows the charts, so the context and the button share the first screen.
 */
export function StoryHero({ eyebrow, heading, promise, lead, facts, results, secondaryCta }: StoryHeroProps) {
  return (
    <section className="border-b border-ink-100 bg-ink-900 bg-[radial-gradient(70%_60%_at_85%_0%,rgb(53_99_234/0.32),transparent)]">
      {/* One source order for every width: heading, facts, button, charts, lead (a phone's order).
          Wider screens move the lead up under the heading by grid rows; from 1024 px the charts get
          a column of their own and the facts a full-width row under both columns. */}
      <Container className="grid gap-y-6 py-8 sm:gap-y-0 sm:py-16 lg:grid-cols-[1.2fr_0.8fr] lg:grid-rows-[auto_auto_1fr_auto] lg:gap-x-14 lg:py-20">
        <div className="sm:row-start-1">
          <HeroHeading eyebrow={eyebrow} heading={heading} inverse className="max-w-3xl text-3xl sm:text-5xl" />
          <p className="mt-3 text-lg font-medium text-brand-200 sm:mt-4 sm:text-2xl">{promise}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-white/15 pt-5 sm:row-start-3 sm:mt-8 sm:grid-cols-3 sm:gap-y-5 lg:col-span-2 lg:row-start-4 lg:mt-12 lg:flex lg:gap-x-10">
          {facts.map((fact) => {
            const wide = fact.value.length > 24
            return (
              <div key={fact.term} className={cn('min-w-0', wide ? 'col-span-2 lg:flex-[2]' : 'lg:flex-1')}>
                <dt className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{fact.term}</dt>
                <dd className="mt-0.5 text-[0.9375rem] text-white sm:text-base">{fact.value}</dd>
              </div>
            )
          })}
        </dl>
        <HeroActions secondaryCta={secondaryCta} inverse className="sm:row-start-4 sm:mt-8 lg:row-start-3 lg:self-start" />
        <section
          aria-labelledby="results-title"
          className="rounded-card bg-white p-5 shadow-raised sm:row-start-5 sm:mt-10 sm:p-7 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0 lg:self-center"
        >
          <h2 id="results-title" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {storyMessages.headlineResults(results.length)}
          </h2>
          <ul className="mt-4 grid gap-6 divide-y divide-ink-100">
            {results.map((result) => (
              <li key={result.metric} className="pb-6 last:pb-0">
                <ResultChart result={result} />
              </li>
            ))}
          </ul>
        </section>
        <p className="max-w-prose text-ink-200 sm:row-start-2 sm:mt-5 sm:text-lg lg:col-start-1">{lead}</p>
      </Container>
      <FirstScreenEnd />
    </section>
  )
}
