// What the booking dialog offers of each office when the calendar does not load: city, email,
// phone and time zone, in the offices' `order`. Generated as a file of its own
// (scripts/content/collections/offices.ts). The dialog's template renders them at prerender
// (booking-dialog-template.tsx); no browser code reads them. `cityName`: the city as the edition
// writes it (its Dutch name on Dutch pages).
import contacts from '../generated/content/office-contacts.json' with { type: 'json' }
import { cityNameOf } from './city-name'

export const officeContacts = contacts.map((office) => ({ ...office, cityName: cityNameOf(office.city) }))

export type OfficeContact = (typeof officeContacts)[number]
