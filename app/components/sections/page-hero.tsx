import type { ReactNode } from 'react'

import { Container } from '~/components/ui/container'
import { imageSizeOf } from '~/content/image-sizes'
import { cn } from '~/lib/ui/cn'

import { HeroActions, HeroHeading } from './hero-parts'
import { FirstScreenEnd } from './first-screen'

type PageHeroProps = {
  eyebrow: string
  heading: string
  /** One sentence under the heading: what the visitor gets. */
  promise?: string
  intro: readonly string[]
  secondaryCta?: { label: string; href: string }
  /** An illustration shown beside the text on wide screens (a 480 x 270 SVG), at its file's size. */
  image?: string
  /** The booking button's label, when the page names its one call to action. */
  ctaLabel?: string
  /** Buttons in place of the booking call to action, for a page whose next step is another (careers). */
  actions?: ReactNode
  /** Shown after the lead (a role's facts). */
  children?: ReactNode
}

/** The opening band of inner pages: eyebrow, h1, promise, lead, the booking call to action, further lead paragraphs. */
export function PageHero({ eyebrow, heading, promise, intro, secondaryCta, image, ctaLabel, actions, children }: PageHeroProps) {
  // The first paragraph leads to the buttons; the rest follow them, so on a phone the call to
  // action sits in the first screen and the full lead is still on the page.
  const [lead, ...more] = intro
  return (
    <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
      <Container className={cn('py-8 sm:py-24', image && 'grid items-center gap-12 lg:grid-cols-[1.25fr_0.75fr]')}>
        <div>
          <HeroHeading eyebrow={eyebrow} heading={heading} className="max-w-4xl text-3xl sm:text-5xl" />
          {promise ? <p className="mt-4 max-w-3xl text-lg font-medium text-ink-800 sm:mt-5 sm:text-2xl">{promise}</p> : null}
          {lead ? <p className="mt-4 max-w-prose text-ink-700 sm:mt-5 sm:text-lg">{lead}</p> : null}
          {actions ?? <HeroActions ctaLabel={ctaLabel} secondaryCta={secondaryCta} className="mt-6 sm:mt-8" />}
          {more.length > 0 ? (
            <div className="mt-6 grid max-w-prose gap-4 text-ink-700 sm:mt-8 sm:text-lg">
              {more.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          {children}
        </div>
        {image ? (
          <img
            src={image}
            alt=""
            {...imageSizeOf(image)}
            // Drawn from 1024 px only: lazy, so a phone neither fetches nor decodes it (home-hero.tsx).
            loading="lazy"
            fetchPriority="high"
            className="hidden w-full rounded-card border border-ink-100 bg-white shadow-card lg:block"
          />
        ) : null}
      </Container>
      <FirstScreenEnd />
    </section>
  )
}
