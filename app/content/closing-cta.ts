import { sectionMessages } from '../messages/edition/sections'

// The closing call-to-action band's second button on pages that name none: the contact page, the
// next step for a visitor not ready to book a call. The contact page names another (its cta.secondary),
// since a card or button that leads to the page it is on leads nowhere; the content check says so.
export const CONTACT_OFFICES_LINK = { label: sectionMessages.contactOffices, to: '/contactus' } as const
