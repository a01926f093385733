// The two company settings the browser's code needs (header, booking dialog). site.ts reads them from
// here, so client code can import this file without the rest of the company settings.
export const brand = {
  name: 'Stratora',
  bookingUrl: 'https://cal.com/stratora/discovery-call',
} as const
