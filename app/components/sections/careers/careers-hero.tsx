import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonVariants } from '~/components/ui/button'
import { Container } from '~/components/ui/container'

import { HeroHeading } from '../hero-parts'

export type HeroAction = { label: string; href: string }

type CareersHeroProps = {
  eyebrow: ReactNode
  heading: string
  promise?: string
  /** The first paragraph leads to the buttons; any others follow them. */
  lead: readonly string[]
  /** The page's one call to action (the roles, or applying), and an optional second. */
  primary: HeroAction
  secondary?: HeroAction
  /** Facts shown under the buttons (a role's office, terms and dates). */
  children?: ReactNode
}

/**
 * The opening band of the careers pages. Like the other inner pages' heroes, but its call to action
 * is the candidate's next step, not the booking calendar: see the roles, or apply.
 */
export function CareersHero({ eyebrow, heading, promise, lead, primary, secondary, children }: CareersHeroProps) {
  const [first, ...more] = lead
  return (
    <section className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-20">
        <HeroHeading eyebrow={eyebrow} heading={heading} className="max-w-4xl text-3xl sm:text-5xl" />
        {promise ? <p className="mt-4 max-w-3xl text-lg font-medium text-ink-800 sm:mt-5 sm:text-2xl">{promise}</p> : null}
        {first ? <p className="mt-4 max-w-prose text-ink-700 sm:mt-5 sm:text-lg">{first}</p> : null}
        <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
          <ActionLink action={primary} className={buttonVariants({ size: 'lg' })} />
          {secondary ? <ActionLink action={secondary} className={buttonVariants({ variant: 'secondary', size: 'lg' })} /> : null}
        </div>
        {more.length > 0 ? (
          <div className="mt-6 grid max-w-prose gap-4 text-ink-700 sm:mt-8 sm:text-lg">
            {more.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  )
}

/** A page of the site navigates client-side; a section, an email or another site is a plain link. */
export function ActionLink({ action, className }: { action: HeroAction; className?: string }) {
  if (action.href.startsWith('/')) {
    return (
      <Link to={action.href} className={className}>
        {action.label}
      </Link>
    )
  }
  return (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  )
}
