import { Link } from 'react-router'

import { LetsTalkLink } from '~/components/layout/booking'
import { Icon } from '~/components/ui/icon'
import { brand } from '~/content/brand'
import { sectionMessages } from '~/messages/edition/sections'

type ContentLinkProps = { link: { label: string; href: string }; className?: string }

/**
 * A link a content file gives a card or a text (fields.ts, contentLink): a page of the site
 * navigates client-side, the booking page opens the booking dialog, another site opens in a new
 * tab (and says so), a section or an email address is a plain link.
 */
export function ContentLink({ link: { label, href }, className }: ContentLinkProps) {
  const arrow = <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {label}
        {arrow}
      </Link>
    )
  }
  if (href === brand.bookingUrl) {
    return (
      <LetsTalkLink className={className}>
        {label}
        {arrow}
      </LetsTalkLink>
    )
  }
  if (href.startsWith('https://')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <Icon name="external-link" className="size-4" />
        <span className="sr-only">{sectionMessages.opensInNewTab}</span>
      </a>
    )
  }
  return (
    <a href={href} className={className}>
      {label}
      {arrow}
    </a>
  )
}
