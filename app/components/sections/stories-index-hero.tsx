import { Link } from 'react-router'

import { Container } from '~/components/ui/container'
import { Icon } from '~/components/ui/icon'
import type { HeadlineResult, IndexFigure } from '~/content/stories-index-figures'
import { storyPath } from '~/content/story-slugs'
import { storyMessages } from '~/messages/edition/stories'

import { HeroActions, HeroHeading } from './hero-parts'
import { FirstScreenEnd } from './first-screen'

type StoriesIndexHeroProps = {
  eyebrow: string
  heading: string
  intro: readonly string[]
  /** Counted from the stories (stories-index-figures.ts), never typed out. */
  figures: readonly IndexFigure[]
  /** The strongest results, each linking to its story. */
  headlines: readonly HeadlineResult[]
}

/**
 * The /success-stories opening band: what the list holds, counted (stories, industries, regions,
 * services, engagement length), and the strongest results as links into their stories, beside
 * the booking call to action. The lead's further paragraphs say how the stories are told and
 * measured, so they close the band under the counts. On a phone the button follows the first paragraph.
 */
export function StoriesIndexHero({ eyebrow, heading, intro, figures, headlines }: StoriesIndexHeroProps) {
  const [lead, ...more] = intro
  return (
    <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-20">
        <div className="grid gap-8 lg:grid-cols-[1.1fr_0.9fr] lg:items-center lg:gap-14">
          <div>
            <HeroHeading eyebrow={eyebrow} heading={heading} className="max-w-3xl text-3xl sm:text-5xl" />
            {lead ? <p className="mt-4 max-w-prose text-ink-700 sm:mt-5 sm:text-lg">{lead}</p> : null}
            <HeroActions className="mt-6 sm:mt-8" />
          </div>
          <section aria-labelledby="headlines-title" className="rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-7">
            <h2 id="headlines-title" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {storyMessages.indexHeadlines}
            </h2>
            <ul className="mt-2 divide-y divide-ink-100">
              {headlines.map((headline) => (
                <li key={headline.slug} className="py-4 last:pb-0">
                  <Link to={storyPath(headline.slug)} className="group flex items-center gap-4">
                    <span className="min-w-0 flex-1">
                      {/* The printed numbers are hidden from screen readers, which get the sentence. */}
                      <span aria-hidden="true" className="block text-3xl font-bold tracking-tight text-brand-700">
                        {headline.value}
                      </span>
                      <span aria-hidden="true" className="mt-0.5 block font-medium text-ink-900 group-hover:underline">
                        {headline.label}
                      </span>
                      <span className="sr-only">{headline.sentence} </span>
                      <span className="mt-1 block text-sm text-ink-600">
                        {headline.industry}, {headline.region}
                      </span>
                    </span>
                    <Icon name="arrow-right" className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-5 border-t border-ink-100 pt-6 sm:mt-14 sm:grid-cols-3 sm:pt-8 lg:grid-cols-5">
          {figures.map((figure) => (
            // On phones an odd last figure takes the whole row rather than half of it.
            <div key={figure.label} className="flex flex-col max-sm:odd:last:col-span-2">
              <dt className="order-2 text-sm text-ink-600">{figure.label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight text-ink-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
        {/* How the stories are told and measured: a note on every number above. */}
        {more.map((paragraph) => (
          <p key={paragraph} className="mt-5 max-w-4xl text-[0.9375rem] text-ink-600">
            {paragraph}
          </p>
        ))}
      </Container>
      <FirstScreenEnd />
    </section>
  )
}
