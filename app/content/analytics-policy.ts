// The privacy policy's account of analytics, written from the build's analytics settings so the
// policy can never claim less (or more) than the site does. The editor writes the section's heading
// and opening paragraphs (content/<locale>/pages/privacy-policy.yaml, `facts: analytics`); these
// paragraphs and items follow them.
import analytics from '../generated/content/analytics.json' with { type: 'json' }
import type { AnalyticsBuild } from '../lib/analytics/analytics-build'
import { privacyMessages } from '../messages/edition/privacy'

export type PolicyText = { paragraphs: string[]; items: string[] }

/** `words`: an edition's privacy text; by default this build's. */
export function analyticsPolicyText(build: AnalyticsBuild, words: typeof privacyMessages = privacyMessages): PolicyText {
  if (!('policy' in build)) return { paragraphs: [words.noAnalytics], items: [] }
  const { name, provider, runByProvider, cookies, retentionMonths } = build.policy
  const facts = words.providers[provider]
  return {
    paragraphs: [words.measuredWith(name)],
    items: [
      words.recorded(facts.collects),
      words.storage(facts.storage),
      words.purpose,
      words.retention(retentionMonths),
      runByProvider ? words.processor(facts.operator) : words.selfHosted,
      words.withdraw(cookies.length > 0),
    ],
  }
}

/** The text for this build's settings. */
export const analyticsPolicy = analyticsPolicyText(analytics as AnalyticsBuild)
