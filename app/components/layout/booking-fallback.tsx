import { Link } from 'react-router'

import { buttonVariants } from '~/components/ui/button'
import { ContactLinkItems } from '~/components/ui/contact-links'
import { Icon } from '~/components/ui/icon'
import { brand } from '~/content/brand'
import { officeContacts } from '~/content/office-contacts'
import { nearestOffice, visitorTimeZone } from '~/lib/booking/nearest-office'

/** What the booking dialog says when the calendar is slow to load or failed to. */
export function BookingFallbackMessage({ failed }: { failed: boolean }) {
  return (
    <>
      <h3 className="text-xl">
        {failed ? 'The booking calendar could not be loaded' : 'The booking calendar is taking longer than usual'}
      </h3>
      <p className="mt-2 text-ink-700">
        {failed
          ? 'Our scheduling provider could not open the booking page.'
          : 'A browser extension, a company network filter or a slow connection to our scheduling provider can hold it up.'}{' '}
        You can still book a call or reach us another way.
      </p>
    </>
  )
}

/** The other ways to book or reach us: the booking page itself, the nearest office, the contact page. */
export function BookingAlternatives({ onNavigate }: { onNavigate: () => void }) {
  const office = nearestOffice(officeContacts, visitorTimeZone())
  return (
    <div className="flex flex-col items-start gap-5">
      <a href={brand.bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
        Open the booking page in a new tab
        <Icon name="external-link" className="size-4" />
      </a>
      {office ? (
        <div>
          <p className="text-sm font-semibold text-ink-900">Or contact our {office.city} office</p>
          <ul className="mt-2 grid gap-2">
            <ContactLinkItems email={office.email} phone={office.phone} />
          </ul>
        </div>
      ) : null}
      <Link to="/contactus" onClick={onNavigate} className="font-medium text-brand-700 underline underline-offset-2">
        All offices and contact details
      </Link>
      <p className="text-sm text-ink-600">The calendar keeps loading here and takes this message’s place as soon as it is ready.</p>
    </div>
  )
}
