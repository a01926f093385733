// cspell:ignore InnoCraft
// The privacy policy's analytics paragraphs (app/content/analytics-policy.ts), written from the
// build's analytics settings, and each provider's facts (app/lib/analytics/providers.ts): who runs
// its cloud, what a page view record holds, what it keeps in the browser and does with the IP address.
import type { AnalyticsProviderId } from '../../lib/analytics/providers'

type ProviderFacts = { operator: string; collects: string; storage: string }

const PAGE_FACTS = 'the address of the page, the page that linked to it, your browser, operating system and device type'

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
  providers: {
    plausible: {
      operator: 'Plausible Insights OÜ in Estonia, which stores the data in the European Union',
      collects: `${PAGE_FACTS}, and your country`,
      storage:
        'It sets no cookies and stores nothing in your browser. Your IP address is used only to count unique visitors per day and is never stored.',
    },
    umami: {
      operator: 'Umami Software, Inc. in the United States',
      collects: `${PAGE_FACTS}, your screen size, language and country`,
      storage:
        'It sets no cookies and stores nothing in your browser. Your IP address is used only to tell visits apart and is never stored.',
    },
    matomo: {
      operator: 'InnoCraft Ltd, which runs Matomo Cloud',
      collects: `${PAGE_FACTS}, your screen resolution and language`,
      storage:
        'It stores a random visitor ID in first-party cookies whose names start with _pk_, so repeat visits count once. The last two bytes of your IP address are masked before anything is stored.',
    },
    ga4: {
      operator: 'Google Ireland Limited, with Google LLC in the United States as its processor',
      collects: `${PAGE_FACTS}, your screen size, language and approximate location`,
      storage:
        'It stores a random client ID in first-party cookies named _ga and _ga_ followed by our stream ID, so repeat visits count once. Google does not log or store IP addresses in Google Analytics 4; advertising features and Google signals are off, and the data is not shared with other Google products.',
    },
  } satisfies Record<AnalyticsProviderId, ProviderFacts>,
}
