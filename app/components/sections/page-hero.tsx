import { Container } from '~/components/ui/container'
import { buttonVariants } from '~/components/ui/button'
import { LetsTalkLink } from '~/components/layout/booking'

type PageHeroProps = {
  eyebrow: string
  heading: string
  intro: readonly string[]
}

/** The opening band of inner pages: eyebrow, h1, intro paragraphs and the booking call to action. */
export function PageHero({ eyebrow, heading, intro }: PageHeroProps) {
  return (
    <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-16 sm:py-24">
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="max-w-4xl text-4xl sm:text-5xl">{heading}</h1>
        <div className="mt-6 grid max-w-prose gap-4 text-lg text-ink-700">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <LetsTalkLink className={buttonVariants({ size: 'lg' })} />
        </div>
      </Container>
    </section>
  )
}
