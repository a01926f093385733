import type { ReactNode } from 'react'

import { LetsTalkLink } from '~/components/layout/booking'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/ui/cn'

// The pieces every page type's hero shares, whatever its shape: the eyebrow and h1, and the
// booking call to action with an optional second link. Each page type arranges them its own way
// (page-hero, realm/product-hero...), on light bands or on the dark one (`inverse`).

type HeroHeadingProps = {
  /** Words above the h1; markup where it carries data (a story's date as a <time>). */
  eyebrow: ReactNode
  heading: string
  inverse?: boolean
  /** Classes for the h1: sizes differ by page type. */
  className?: string
}

export function HeroHeading({ eyebrow, heading, inverse = false, className }: HeroHeadingProps) {
  return (
    <>
      <p className={cn('mb-3 text-sm font-semibold tracking-wide uppercase', inverse ? 'text-brand-200' : 'text-brand-700')}>{eyebrow}</p>
      <h1 className={cn(inverse && 'text-white', className)}>{heading}</h1>
    </>
  )
}

type HeroActionsProps = {
  /** The booking button's label, when the page names its one call to action. */
  ctaLabel?: string
  secondaryCta?: { label: string; href: string }
  inverse?: boolean
  className?: string
}

/** The booking button first (the page's one call to action), then the optional second link. */
export function HeroActions({ ctaLabel, secondaryCta, inverse = false, className }: HeroActionsProps) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <LetsTalkLink className={buttonVariants({ size: 'lg' })}>{ctaLabel}</LetsTalkLink>
      {secondaryCta ? (
        <a href={secondaryCta.href} className={buttonVariants({ variant: inverse ? 'outlineInverse' : 'secondary', size: 'lg' })}>
          {secondaryCta.label}
        </a>
      ) : null}
    </div>
  )
}
