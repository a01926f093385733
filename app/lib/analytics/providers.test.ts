import { describe, expect, it } from 'vitest'

import { analyticsSchema } from '../../content/schema/analytics'
import { analyticsBuild } from './analytics-build'
import { ANALYTICS_PROVIDER_IDS, analyticsProviders } from './providers'

const BLOG = { blogUrl: 'https://blog.stratora.example' }
const build = (settings: unknown) => analyticsBuild(analyticsSchema.parse(settings), BLOG)
const problems = (settings: unknown) =>
  analyticsSchema.safeParse(settings).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('the analytics settings', () => {
  it('default to none: no runtime settings and no policy hosts', () => {
    expect(build({ provider: 'none' })).toEqual({ provider: 'none' })
  })

  it('name the field and what it should look like when a provider is incomplete', () => {
    expect(problems({ provider: 'matomo' })).toEqual([
      expect.stringMatching(/^siteId: required for Matomo: the numeric site ID/),
      expect.stringMatching(/^host: required for Matomo/),
      expect.stringMatching(/^retentionMonths: required for Matomo/),
    ])
    expect(problems({ provider: 'ga4', siteId: 'UA-12345-1', retentionMonths: 14 })).toEqual([
      expect.stringMatching(/^siteId: must be the measurement ID/),
    ])
    expect(problems({ provider: 'ga4', siteId: 'G-4XK2M9PQ7R', host: 'https://ga.example', retentionMonths: 14 })).toEqual([
      expect.stringMatching(/^host: .* leave host empty/),
    ])
    expect(
      problems({ provider: 'plausible', siteId: 'www.stratora.example', host: 'http://analytics.example', retentionMonths: 12 }),
    ).toEqual(['host: must be a full address starting with https://'])
    expect(problems({ provider: 'piwik' })).toEqual([
      expect.stringMatching(/^provider: unknown provider "piwik": use one of none, plausible, umami, matomo, ga4/),
    ])
  })

  it('allow plain http only for an instance on this machine', () => {
    expect(problems({ provider: 'matomo', siteId: '1', host: 'http://localhost:8080', retentionMonths: 6 })).toEqual([])
  })
})

describe('the provider table', () => {
  const examples = {
    plausible: { provider: 'plausible', siteId: 'www.stratora.example', retentionMonths: 24 },
    umami: { provider: 'umami', siteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', retentionMonths: 12 },
    matomo: { provider: 'matomo', siteId: '3', host: 'https://analytics.stratora.example/', retentionMonths: 13 },
    ga4: { provider: 'ga4', siteId: 'G-4XK2M9PQ7R', retentionMonths: 14 },
  } as const

  it.each(ANALYTICS_PROVIDER_IDS)('%s: every host the script is loaded from is allowed by script-src', (id) => {
    const result = build(examples[id])
    if (!('runtime' in result)) throw new Error('expected a provider')
    const scriptOrigin = new URL(result.runtime.scriptUrl).origin
    const allowed = result.cspSources['script-src'].some((source) =>
      source.includes('*') ? scriptOrigin.endsWith(source.replace('https://*', '')) : source === scriptOrigin,
    )
    expect(allowed).toBe(true)
    expect(result.cspSources['connect-src'].length).toBeGreaterThan(0)
    expect(result.runtime).toMatchObject({
      provider: id,
      siteId: examples[id].siteId,
      providerName: analyticsProviders[id].name,
      blogOrigin: BLOG.blogUrl,
    })
    expect(result.policy.retentionMonths).toBe(examples[id].retentionMonths)
  })

  it('points each provider at its cloud, or at the configured instance', () => {
    const urls = (settings: unknown) => {
      const result = build(settings)
      return 'runtime' in result ? [result.runtime.scriptUrl, result.runtime.endpoint] : []
    }
    expect(urls(examples.plausible)).toEqual(['https://plausible.io/js/script.manual.js', 'https://plausible.io/api/event'])
    expect(urls({ ...examples.plausible, host: 'https://stats.stratora.example' })).toEqual([
      'https://stats.stratora.example/js/script.manual.js',
      'https://stats.stratora.example/api/event',
    ])
    expect(urls(examples.umami)).toEqual(['https://cloud.umami.is/script.js', undefined])
    expect(urls(examples.matomo)).toEqual(['https://analytics.stratora.example/matomo.js', 'https://analytics.stratora.example/matomo.php'])
    expect(urls({ ...examples.matomo, host: 'https://stratora.matomo.cloud' })).toEqual([
      'https://cdn.matomo.cloud/stratora.matomo.cloud/matomo.js',
      'https://stratora.matomo.cloud/matomo.php',
    ])
    expect(urls(examples.ga4)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-4XK2M9PQ7R', undefined])
  })

  it('lists the cookies of the providers that set them', () => {
    expect(analyticsProviders.plausible.cookies).toEqual([])
    expect(analyticsProviders.umami.cookies).toEqual([])
    expect(analyticsProviders.matomo.cookies).toContain('_pk_id.*')
    expect(analyticsProviders.ga4.cookies).toEqual(['_ga', '_ga_*'])
  })
})
