// The privacy policy's account of analytics, written from the build's analytics settings so the
// policy can never claim less (or more) than the site does. The editor writes the section's heading
// and opening paragraphs (content/<locale>/pages/privacy-policy.yaml, `facts: analytics`); these
// paragraphs and items follow them.
import analytics from '../generated/content/analytics.json' with { type: 'json' }
import type { AnalyticsBuild } from '../lib/analytics/analytics-build'
import { privacyMessages } from '../messages/edition/privacy'

export type PolicyText = { paragraphs: string[]; items: string[] }

export function analyticsPolicyText(build: AnalyticsBuild): PolicyText {
  const words = privacyMessages
  if (!('policy' in build)) return { paragraphs: [words.noAnalytics], items: [] }
  const { name, operator, collects, storage, cookies, retentionMonths } = build.policy
  return {
    paragraphs: [words.measuredWith(name)],
    items: [
      words.recorded(collects),
      words.storage(storage),
      words.purpose,
      words.retention(retentionMonths),
      operator ? words.processor(operator) : words.selfHosted,
      words.withdraw(cookies.length > 0),
    ],
  }
}

/** The text for this build's settings. */
export const analyticsPolicy = analyticsPolicyText(analytics as AnalyticsBuild)
