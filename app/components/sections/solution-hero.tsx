import { Link } from 'react-router'

import { Container } from '~/components/ui/container'
import { Icon } from '~/components/ui/icon'
import type { PageHeroContent } from '~/content/page-types'
import { cn } from '~/lib/ui/cn'
import { sectionMessages } from '~/messages/edition/sections'

import { HeroActions, HeroHeading } from './hero-parts'
import { FirstScreenEnd } from './first-screen'

type Problem = NonNullable<PageHeroContent['problem']>
type Choices = NonNullable<PageHeroContent['choices']>

type SolutionHeroProps = {
  eyebrow: string
  heading: string
  promise?: string
  intro: readonly string[]
  secondaryCta?: { label: string; href: string }
  /** The audience's situation: what the visitor should recognize before anything is offered. */
  problem: Problem
  /** The decision aid: "if this is your case, that page is the one for you". */
  choices?: Choices
  /** The booking button's label, when the page names its one call to action. */
  ctaLabel?: string
}

// Tailwind sees only literal class names, so the wide-screen columns for 2 to 4 choices are listed.
const CHOICE_COLUMNS: Record<number, string> = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }

/**
 * The opening band of a solution page: the promise and the booking button, the audience's problem
 * beside them on wide screens, and a decision aid under both. No illustration: the problem is the
 * picture. On a phone the button comes right after the lead, so it stays in the first screen, and
 * the problem and the choices follow it.
 */
export function SolutionHero({ eyebrow, heading, promise, intro, secondaryCta, problem, choices, ctaLabel }: SolutionHeroProps) {
  const [lead, ...more] = intro
  return (
    <section className="border-b border-ink-100 bg-ink-50 bg-[linear-gradient(to_right,rgb(11_27_51/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_27_51/0.035)_1px,transparent_1px)] bg-[size:48px_48px]">
      <Container className="py-8 sm:py-16 lg:py-20">
        <div className="grid gap-8 lg:grid-cols-[1.15fr_0.85fr] lg:items-start lg:gap-14">
          <div>
            <HeroHeading eyebrow={eyebrow} heading={heading} className="max-w-3xl text-3xl sm:text-5xl" />
            {promise ? <p className="mt-4 max-w-2xl text-lg font-medium text-ink-800 sm:mt-5 sm:text-xl">{promise}</p> : null}
            {lead ? <p className="mt-4 max-w-prose text-ink-700 sm:mt-5 sm:text-lg">{lead}</p> : null}
            <HeroActions ctaLabel={ctaLabel} secondaryCta={secondaryCta} className="mt-6 sm:mt-8" />
            {more.map((paragraph) => (
              <p key={paragraph} className="mt-5 max-w-prose text-ink-700 sm:text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <ProblemCard problem={problem} />
        </div>
        {choices ? <DecisionAid choices={choices} /> : null}
      </Container>
      <FirstScreenEnd />
    </section>
  )
}

function ProblemCard({ problem }: { problem: Problem }) {
  return (
    <div className="rounded-card border border-ink-100 border-t-4 border-t-caution-500 bg-white p-5 shadow-card sm:p-7">
      <h2 className="text-lg leading-snug sm:text-xl">{problem.title}</h2>
      <ol className="mt-4 divide-y divide-ink-100">
        {problem.items.map((item, index) => (
          <li key={item} className="flex gap-4 py-3 first:pt-0 last:pb-0">
            <span aria-hidden="true" className="mt-0.5 text-sm font-semibold text-caution-700 tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="text-ink-700">{item}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}

function DecisionAid({ choices }: { choices: Choices }) {
  return (
    <div className="mt-10 sm:mt-14">
      <h2 className="text-lg leading-snug sm:text-xl">{choices.title}</h2>
      <ul className={cn('mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4', CHOICE_COLUMNS[choices.items.length])}>
        {choices.items.map((item) => (
          <li key={item.href} className="flex">
            <Link
              to={item.href}
              className="group flex w-full flex-col rounded-card border border-ink-200 bg-white p-4 transition-shadow hover:border-brand-300 hover:shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:p-5"
            >
              <span className="flex-1 text-[0.9375rem] text-ink-700">{sectionMessages.choice.situation(item.situation)}</span>
              <span className="sr-only">{sectionMessages.choice.choose}</span>
              <span className="mt-3 flex items-center gap-2 font-semibold text-brand-700">
                {item.choice}
                <Icon name="arrow-right" className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
