import { LetsTalkLink } from '~/components/layout/booking'
import { buttonVariants, ButtonLink } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { CONTACT_OFFICES_LINK } from '~/content/closing-cta'
import { sectionMessages } from '~/messages/edition/sections'

type CtaSectionProps = {
  title: string
  lead: string
  /** The booking button's label; a page with one call to action names it here and in its hero. */
  button?: string
  /** Another first button instead of the booking one, where the visitor's next step is not a call (applying for a role). */
  primary?: { label: string; href: string }
  /** The second button: a page, a section (#offices) or an email address (mailto:). Never the page it is on. */
  secondary?: { label: string; to: string }
}

/** The closing call-to-action band on every page. */
export function CtaSection({ title, lead, button = sectionMessages.bookCall, primary, secondary = CONTACT_OFFICES_LINK }: CtaSectionProps) {
  return (
    // After a plain band the two white paddings would add up to twice the page's rhythm; the band's own
    // bottom padding is space enough above the box.
    <section aria-labelledby="cta-title" className="py-16 sm:py-20 [[data-tone=plain]+&]:pt-0">
      <Container>
        <div className="rounded-card bg-gradient-to-br from-brand-50 via-white to-brand-100 px-6 py-12 text-center ring-1 ring-brand-100 sm:px-12">
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-prose text-lg text-ink-700">{lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {primary ? (
              <a href={primary.href} className={buttonVariants({ size: 'lg' })}>
                {primary.label}
              </a>
            ) : (
              <LetsTalkLink className={buttonVariants({ size: 'lg' })}>{button}</LetsTalkLink>
            )}
            {secondary.to.startsWith('/') ? (
              <ButtonLink to={secondary.to} variant="secondary" size="lg">
                {secondary.label}
              </ButtonLink>
            ) : (
              // An email address or a section of the page: a plain link, nothing for the router.
              <a href={secondary.to} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
                {secondary.label}
              </a>
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}
