// The privacy policy's analytics paragraphs (app/content/analytics-policy.ts), written from the
// build's analytics settings; the provider's own facts (what it collects, how it stores) are given in
// the provider list's words.
export const privacyMessages = {
  noAnalytics:
    'This website uses no analytics service. Whatever you answer in the cookie banner, we do not count your visits, record which pages you read or load any measurement script, and the only cookie the site sets is CookieConsent.',
  measuredWith: (name: string) =>
    `If you select Accept in the cookie banner, we measure how this website is used with ${name}. Nothing of it loads before you accept, and it never loads if you decline.`,
  recorded: (collects: string) =>
    `What is recorded: for each page you view, ${collects}; and whether you open the booking dialog, complete a booking, download a brochure, use our email address or phone number, or follow a link to our blog.`,
  storage: (storage: string) => `Cookies and your IP address: ${storage}`,
  purpose:
    'Purpose and legal basis: to learn which pages and links help visitors, on the basis of your consent. We use the data for no advertising, build no profiles of individual visitors and do not combine it with other data.',
  retention: (months: number) =>
    `Retention: raw visit records are deleted after ${months} ${months === 1 ? 'month' : 'months'}; after that only totals that cannot be linked to a visitor remain.`,
  processor: (operator: string) => `Who processes it: ${operator}, as our processor under a data processing agreement.`,
  selfHosted: 'Who processes it: it runs on a server we operate, and no one else receives the data.',
  withdraw: (deletesCookies: boolean) =>
    `How to withdraw: select "Cookie settings" in the footer of any page, then Decline. Measurement stops at once, on the page you are on${deletesCookies ? ', and its cookies are deleted from your browser' : ''}.`,
}
