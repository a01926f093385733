import { Link } from 'react-router'

import { Container } from '~/components/ui/container'
import type { HeroProofItem } from '~/content/service-hero-proof'
import { sectionMessages } from '~/messages/edition/sections'

import { HeroActions } from './hero-parts'
import { FirstScreenEnd } from './first-screen'

type ServiceHeroProps = {
  /** The service's name: the h1's label, above the promise. */
  heading: string
  /** One sentence: what the client gets. The h1's main text, the hero's largest. */
  promise: string
  lead: string
  secondaryCta?: { label: string; href: string }
  /** One to three items from service-hero-proof.ts: results, figures or what the page measures. */
  proof: readonly HeroProofItem[]
}

/**
 * The opening band of a service page: one h1 whose label is the service's name and whose main text
 * is the promise, then the lead and the booking call to action, with the proof strip beside them on
 * wide screens and under them on a phone, so the call to action stays in the first screen. No
 * illustration: the numbers are the picture.
 */
export function ServiceHero({ heading, promise, lead, secondaryCta, proof }: ServiceHeroProps) {
  return (
    <section className="border-b border-ink-100 bg-white">
      <Container className="grid gap-8 py-8 sm:py-20 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div>
          <ServiceHeading service={heading} promise={promise} />
          <p className="mt-4 max-w-prose text-ink-700 sm:mt-6 sm:text-lg">{lead}</p>
          <HeroActions secondaryCta={secondaryCta} className="mt-6 sm:mt-8" />
        </div>
        {proof.length > 0 ? <ProofStrip items={proof} /> : null}
      </Container>
      <FirstScreenEnd />
    </section>
  )
}

/**
 * The service's name and its promise in one h1: the name, which searches and the menus use, as a
 * label in the eyebrow's place, and the promise as the visible headline. Screen readers hear
 * "Name: promise": the label's own line separates the two on screen, and a colon of no size ends the
 * label for the ear. (An sr-only colon is read with a space before it, because its absolute position
 * makes it a block; an aria-label would hide the heading's own text from translation tools.)
 */
function ServiceHeading({ service, promise }: { service: string; promise: string }) {
  return (
    <h1>
      <span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase sm:text-base">
        {service}
        <span className="text-[0px]">:</span>
      </span>{' '}
      <span className="mt-3 block text-2xl leading-tight sm:text-4xl">{promise}</span>
    </h1>
  )
}

function ProofStrip({ items }: { items: readonly HeroProofItem[] }) {
  return (
    <div data-hero-proof className="border-t-2 border-brand-600 pt-4 lg:border-t-0 lg:border-l-2 lg:pt-0 lg:pl-10">
      <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{sectionMessages.serviceHero.onRecord}</p>
      <dl className="mt-2 divide-y divide-ink-100">
        {items.map((item) => (
          <ProofItem key={item.kind === 'measure' ? item.label : item.value} item={item} />
        ))}
      </dl>
    </div>
  )
}

/** One row: the figure large on the left (on top on wide screens), what it counts and where it comes from beside it. */
function ProofItem({ item }: { item: HeroProofItem }) {
  if (item.kind === 'measure') {
    // No number to show: what the page measures (its proof section's first measure), set as a statement.
    return (
      <div data-hero-proof-item className="flex flex-col py-3 lg:py-5">
        <dt className="text-sm text-ink-700 lg:text-base">{sectionMessages.serviceHero.whatWeMeasure}</dt>
        <dd className="mt-0.5 text-lg leading-snug font-semibold text-brand-700 lg:text-2xl">{item.label}</dd>
      </div>
    )
  }
  // dt comes first in the markup, as a description list needs; `order` puts the figure first on screen.
  return (
    <div
      data-hero-proof-item
      className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-baseline gap-x-4 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] lg:flex lg:flex-col lg:py-5"
    >
      <dt className="order-2 text-sm text-ink-700 lg:mt-1 lg:text-base">{item.label}</dt>
      {item.kind === 'result' ? (
        <>
          <dd className={FIGURE}>
            {/* In the phone's narrow column "$30K → $10K" wraps: before the arrow, never after it. */}
            <span aria-hidden="true">{item.value.replace(' → ', ' →\u00a0')}</span>
            <span className="sr-only">{item.spoken}</span>
          </dd>
          <dd className="order-3 col-start-2 text-sm lg:mt-1">
            <Link
              to={item.source.path}
              className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
            >
              {sectionMessages.serviceHero.successStory(item.source.client)}
            </Link>
          </dd>
        </>
      ) : (
        <dd className={FIGURE}>{item.value}</dd>
      )}
    </div>
  )
}

const FIGURE = 'order-1 row-span-2 text-2xl leading-tight font-bold tracking-tight text-brand-700 lg:text-3xl'
