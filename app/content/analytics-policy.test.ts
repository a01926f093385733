import { describe, expect, it } from 'vitest'

import { analyticsSchema } from './schema/analytics'
import { analyticsBuild } from '../lib/analytics/analytics-build'
import { ANALYTICS_PROVIDER_IDS } from '../lib/analytics/providers'
import { privacyMessages as english } from '../messages/en/privacy'
import { privacyMessages as dutch } from '../messages/nl/privacy'
import { analyticsPolicyText } from './analytics-policy'

const build = (settings: unknown) => analyticsBuild(analyticsSchema.parse(settings), { blogUrl: 'https://blog.stratora.example' })

const clouds = {
  plausible: { provider: 'plausible', siteId: 'www.stratora.example', retentionMonths: 24 },
  umami: { provider: 'umami', siteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', retentionMonths: 12 },
  matomo: { provider: 'matomo', siteId: '3', host: 'https://stratora.matomo.cloud', retentionMonths: 13 },
  ga4: { provider: 'ga4', siteId: 'G-4XK2M9PQ7R', retentionMonths: 14 },
} as const

/** Every sentence of the policy's analytics section, in one string. */
const policy = (settings: unknown, words: typeof english) => {
  const text = analyticsPolicyText(build(settings), words)
  return [...text.paragraphs, ...text.items].join('\n')
}

describe("the privacy policy's account of analytics", () => {
  it.each(ANALYTICS_PROVIDER_IDS)('%s: names who runs its cloud, what it records and keeps, in each language', (id) => {
    const facts = { en: english.providers[id], nl: dutch.providers[id] }
    expect(policy(clouds[id], english)).toContain(english.processor(facts.en.operator))
    expect(policy(clouds[id], english)).toContain(facts.en.collects)
    expect(policy(clouds[id], english)).toContain(facts.en.storage)
    const inDutch = policy(clouds[id], dutch)
    expect(inDutch).toContain(dutch.processor(facts.nl.operator))
    expect(inDutch).toContain(facts.nl.collects)
    expect(inDutch).toContain(facts.nl.storage)
    // No English sentence of the provider's on a Dutch page.
    for (const sentence of Object.values(facts.en)) expect(inDutch).not.toContain(sentence)
  })

  it('says we run it ourselves when the instance is ours', () => {
    const selfHosted = { provider: 'matomo', siteId: '3', host: 'https://analytics.stratora.example', retentionMonths: 13 }
    expect(policy(selfHosted, english)).toContain(english.selfHosted)
    expect(policy(selfHosted, english)).not.toContain(english.providers.matomo.operator)
    expect(policy({ ...clouds.plausible, host: 'https://stats.stratora.example' }, dutch)).toContain(dutch.selfHosted)
  })

  it('says no analytics is used without a provider', () => {
    expect(policy({ provider: 'none' }, dutch)).toBe(dutch.noAnalytics)
  })
})
