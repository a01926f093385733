// The privacy policy's account of analytics, written from the build's analytics settings so the
// policy can never claim less (or more) than the site does. The editor writes the section's heading
// and opening paragraphs (content/<locale>/pages/privacy-policy.yaml, `facts: analytics`); these
// paragraphs and items follow them.
import analytics from '../generated/content/analytics.json' with { type: 'json' }
import type { AnalyticsBuild } from '../lib/analytics/analytics-build'

export type PolicyText = { paragraphs: string[]; items: string[] }

const CONVERSIONS = 'and whether you open the booking dialog, complete a booking, download a brochure, use our email address or phone number, or follow a link to our blog'

export function analyticsPolicyText(build: AnalyticsBuild): PolicyText {
  if (!('policy' in build)) {
    return {
      paragraphs: [
        'This website uses no analytics service. Whatever you answer in the cookie banner, we do not count your visits, record which pages you read or load any measurement script, and the only cookie the site sets is CookieConsent.',
      ],
      items: [],
    }
  }
  const { name, operator, collects, storage, cookies, retentionMonths } = build.policy
  return {
    paragraphs: [
      `If you select Accept in the cookie banner, we measure how this website is used with ${name}. Nothing of it loads before you accept, and it never loads if you decline.`,
    ],
    items: [
      `What is recorded: for each page you view, ${collects}; ${CONVERSIONS}.`,
      `Cookies and your IP address: ${storage}`,
      'Purpose and legal basis: to learn which pages and links help visitors, on the basis of your consent. We use the data for no advertising, build no profiles of individual visitors and do not combine it with other data.',
      `Retention: raw visit records are deleted after ${retentionMonths} ${retentionMonths === 1 ? 'month' : 'months'}; after that only totals that cannot be linked to a visitor remain.`,
      operator
        ? `Who processes it: ${operator}, as our processor under a data processing agreement.`
        : 'Who processes it: it runs on a server we operate, and no one else receives the data.',
      `How to withdraw: select "Cookie settings" in the footer of any page, then Decline. Measurement stops at once, on the page you are on${cookies.length ? ', and its cookies are deleted from your browser' : ''}.`,
    ],
  }
}

/** The text for this build's settings. */
export const analyticsPolicy = analyticsPolicyText(analytics as AnalyticsBuild)
