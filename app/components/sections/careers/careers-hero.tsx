import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonVariants } from '~/components/ui/button'

import { PageHero } from '../page-hero'

export type HeroAction = { label: string; href: string }

type CareersHeroProps = {
  eyebrow: string
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
 * The opening band of the careers pages: the inner pages' hero, with the candidate's next step (see
 * the roles, or apply) as its call to action instead of the booking calendar.
 */
export function CareersHero({ eyebrow, heading, promise, lead, primary, secondary, children }: CareersHeroProps) {
  const actions = (
    <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
      <ActionLink action={primary} className={buttonVariants({ size: 'lg' })} />
      {secondary ? <ActionLink action={secondary} className={buttonVariants({ variant: 'secondary', size: 'lg' })} /> : null}
    </div>
  )
  return (
    <PageHero eyebrow={eyebrow} heading={heading} promise={promise} intro={lead} actions={actions}>
      {children}
    </PageHero>
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
