import { Icon } from './icon'

/**
 * An office's email and phone as two list items of links, each behind its icon: on the contact
 * page's office cards and in the booking dialog when the calendar does not load.
 */
export function ContactLinkItems({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <li className="flex items-center gap-3">
        <Icon name="mail" className="size-4 shrink-0 text-brand-600" />
        <a href={`mailto:${email}`} className="font-medium text-brand-700 hover:underline">
          {email}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <Icon name="phone" className="size-4 shrink-0 text-brand-600" />
        <a href={`tel:${phone.replaceAll(' ', '')}`} className="font-medium text-brand-700 hover:underline">
          {/* Non-breaking spaces keep a phone number on one line. */}
          {phone.replaceAll(' ', '\u00a0')}
        </a>
      </li>
    </>
  )
}
