import { buttonVariants } from '~/components/ui/button'
import { ContactLinkItems } from '~/components/ui/contact-links'
import { Icon } from '~/components/ui/icon'
import { LoadingSpinner } from '~/components/ui/loading-spinner'
import { BOOKING_EMBED_URL } from '~/content/booking'
import { brand } from '~/content/brand'
import { officeContacts } from '~/content/office-contacts'
import { bookingMessages as messages } from '~/messages/edition/booking'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2'

/**
 * The booking dialog's markup, rendered at prerender only (the site layout's `booking-dialog`
 * region) and brought to life by app/shell/booking/. A <template> keeps all of it inert: nothing
 * shows, nothing is in the accessibility tree and the frame requests nothing until the dialog's
 * code clones it on the first "Let's Talk". The dialog is cloned once; each part
 * (`data-booking-part`) is cloned when its state comes: the frame with its loading state on every
 * open, the slow or failed message and the other ways to reach us when the calendar does not load,
 * the line under a ready calendar. The other ways list every office (`data-office-time-zone`); the
 * code keeps the one nearest the visitor. Every page carries this markup, so its texts are single
 * strings: React puts no <!-- --> between the parts of one.
 */
export function BookingDialogTemplate() {
  return (
    <template id="booking-dialog-template">
      <dialog
        aria-labelledby="booking-dialog-title"
        className="m-auto h-[min(44rem,calc(100dvh-2rem))] w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-white p-0 shadow-raised backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-3">
            <h2 id="booking-dialog-title" className="text-lg">
              {messages.title(brand.name)}
            </h2>
            <button
              type="button"
              data-booking-close=""
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              aria-label={messages.close}
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
        </div>
      </dialog>
      <template data-booking-part="frame">
        <div className="relative min-h-0 flex-1" aria-busy="true">
          {/* Hidden, not removed, until ready: it keeps loading, while its blank or error page stays out of sight and out of the tab order. */}
          <iframe src={BOOKING_EMBED_URL} title={messages.frameTitle(brand.name)} className="size-full border-0 invisible" />
          <div data-booking-cover="" className="absolute inset-0 overflow-y-auto bg-white">
            <div className="mx-auto flex min-h-full max-w-xl flex-col justify-center gap-6 px-6 py-8">
              {/* Present from the start, so each change is announced politely: slow or failed, then ready. */}
              <div aria-live="polite">
                <div className="flex justify-center">
                  <LoadingSpinner label={messages.loading} />
                </div>
              </div>
            </div>
          </div>
        </div>
      </template>
      <template data-booking-part="slow">
        <h3 className="text-xl">{messages.slow.title}</h3>
        <p className="mt-2 text-ink-700">{messages.slow.body}</p>
      </template>
      <template data-booking-part="failed">
        <h3 className="text-xl">{messages.failed.title}</h3>
        <p className="mt-2 text-ink-700">{messages.failed.body}</p>
      </template>
      <template data-booking-part="alternatives">
        <div className="flex flex-col items-start gap-5">
          <a href={brand.bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
            {messages.openInNewTab}
            <Icon name="external-link" className="size-4" />
          </a>
          {officeContacts.map((office) => (
            <div key={office.city} data-office-time-zone={office.timeZone}>
              <p className="text-sm font-semibold text-ink-900">{messages.contactOffice(office.cityName)}</p>
              <ul className="mt-2 grid gap-2">
                <ContactLinkItems email={office.email} phone={office.phone} />
              </ul>
            </div>
          ))}
          {/* A link to another page of the site: the site's link handling follows it, and the dialog closes. */}
          <a href="/contactus" data-discover="" className={linkClass}>
            {messages.allOffices}
          </a>
          <p className="text-sm text-ink-600">{messages.keepsLoading}</p>
        </div>
      </template>
      <template data-booking-part="ready">
        <p>{messages.loaded}</p>
      </template>
      <template data-booking-part="calendar-footer">
        <p className="border-t border-ink-100 px-5 py-2 text-sm text-ink-600">
          {`${messages.notWorking} `}
          <a href={brand.bookingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {messages.openInNewTab}
          </a>
        </p>
      </template>
    </template>
  )
}
