import { Container } from '~/components/ui/container'
import type { ProductScreenName } from '~/content/schema/product-screens'

import { HeroActions, HeroHeading } from '../hero-parts'
import { ProductScreen } from './product-screen'
import { FirstScreenEnd } from '../first-screen'

type ProductHeroProps = {
  eyebrow: string
  heading: string
  promise?: string
  intro: readonly string[]
  secondaryCta?: { label: string; href: string }
  screen: ProductScreenName
  /** The booking button's label, when the page names its one call to action. */
  ctaLabel?: string
}

/**
 * The opening band of a product page: the promise and the booking button on the page's one dark
 * band, then the product's own screen straddling the edge into the light, then the lead. On a phone
 * the button sits in the first screen and the product starts under it.
 */
export function ProductHero({ eyebrow, heading, promise, intro, secondaryCta, screen, ctaLabel }: ProductHeroProps) {
  return (
    <section className="border-b border-ink-100">
      <div className="flow-root bg-ink-900 bg-[radial-gradient(60%_55%_at_50%_0%,rgb(53_99_234/0.38),transparent),linear-gradient(to_right,rgb(255_255_255/0.045)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.045)_1px,transparent_1px)] bg-[size:auto,48px_48px,48px_48px] pt-10 sm:pt-20">
        <Container>
          <div className="mx-auto max-w-4xl sm:text-center">
            <HeroHeading eyebrow={eyebrow} heading={heading} inverse className="text-4xl sm:text-5xl lg:text-display" />
            {promise ? <p className="mx-auto mt-4 max-w-3xl text-lg text-ink-200 sm:mt-5 sm:text-xl">{promise}</p> : null}
            <HeroActions ctaLabel={ctaLabel} secondaryCta={secondaryCta} inverse className="mt-6 sm:mt-8 sm:justify-center" />
          </div>
          <ProductScreen screen={screen} idPrefix="hero" className="relative z-10 mx-auto mt-10 -mb-24 max-w-5xl sm:mt-16 sm:-mb-40" />
        </Container>
      </div>
      <Container className="pt-30 pb-12 sm:pt-56 sm:pb-20">
        <div className="mx-auto grid max-w-5xl gap-4 text-ink-700 sm:gap-5 sm:text-lg lg:grid-cols-2 lg:gap-12">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
      <FirstScreenEnd />
    </section>
  )
}
