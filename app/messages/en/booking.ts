// The booking dialog and the text it shows while the calendar loads or fails
// (app/components/layout/booking-dialog-template.tsx).
export const bookingMessages = {
  title: (company: string) => `Book a call with ${company}`,
  close: 'Close booking dialog',
  frameTitle: (company: string) => `Booking calendar of ${company}`,
  loading: 'Loading the booking calendar',
  slow: {
    title: 'The booking calendar is taking longer than usual',
    body: 'A browser extension, a company network filter or a slow connection to our scheduling provider can hold it up. You can still book a call or reach us another way.',
  },
  failed: {
    title: 'The booking calendar could not be loaded',
    body: 'Our scheduling provider could not open the booking page. You can still book a call or reach us another way.',
  },
  openInNewTab: 'Open the booking page in a new tab',
  contactOffice: (city: string) => `Or contact our ${city} office`,
  allOffices: 'All offices and contact details',
  keepsLoading: 'The calendar keeps loading here and takes this message’s place as soon as it is ready.',
  loaded: 'The booking calendar has loaded.',
  notWorking: 'Calendar not working?',
}
