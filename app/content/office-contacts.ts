// What the booking dialog offers of each office when the calendar does not load: city, email,
// phone and time zone, in the offices' `order`. Generated as a file of its own
// (scripts/content/collections/offices.ts). The dialog's template renders them at prerender
// (booking-dialog-template.tsx); no browser code reads them.
import officeContacts from '../generated/content/office-contacts.json' with { type: 'json' }

export type OfficeContact = (typeof officeContacts)[number]

export { officeContacts }
