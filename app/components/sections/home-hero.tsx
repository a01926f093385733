import { Icon } from '~/components/ui/icon'
import { LetsTalkLink } from '~/components/layout/booking'
import { buttonVariants } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import type { hero as heroContent } from '~/content/home'
import { FirstScreenEnd } from './first-screen'

/** The home page's one dark band: value proposition, booking and a jump to the services. */
export function HomeHero({ hero }: { hero: typeof heroContent }) {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_20%,rgb(53_99_234/0.35),transparent)]" />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_0.9fr] lg:py-28">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand-200 uppercase">{hero.eyebrow}</p>
          <h1 className="text-4xl text-white sm:text-5xl lg:text-display">{hero.title}</h1>
          <p className="mt-6 max-w-prose text-lg text-ink-200">{hero.lead}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <LetsTalkLink className={buttonVariants({ variant: 'inverse', size: 'lg' })} />
            <a href={hero.secondaryCta.href} className={buttonVariants({ variant: 'outlineInverse', size: 'lg' })}>
              {hero.secondaryCta.label}
              <Icon name="arrow-down" className="size-4" />
            </a>
          </div>
        </div>
        <img
          src="/images/hero-network.svg"
          alt=""
          width={560}
          height={440}
          // Drawn from 1024 px only. Lazy, so a phone, where it is hidden, neither fetches nor
          // decodes it (nor does React preload it); wider screens fetch it at their first layout.
          loading="lazy"
          fetchPriority="high"
          className="mx-auto hidden w-full max-w-[560px] lg:block"
        />
      </Container>
      <FirstScreenEnd />
    </section>
  )
}
