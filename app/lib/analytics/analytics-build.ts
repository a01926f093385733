// What the build makes of the `analytics` settings (content/<locale>/settings.yaml): the settings the
// browser's code receives (compiled in as __ANALYTICS__, see scripts/content/content-plugin.ts), the
// hosts the Content-Security-Policy gains (scripts/build-steps/postbuild.mjs) and the facts the privacy policy
// states. Written to app/generated/content/analytics.json by the content generator.
import type { AnalyticsSettingsFile } from '../../content/schema/analytics'
import { type AnalyticsProviderId, type CspSources, analyticsProviders } from './providers'

/** Everything the browser needs to drive the configured provider; nothing else reaches it. */
export type AnalyticsRuntimeSettings = {
  provider: AnalyticsProviderId
  /** Named in the cookie banner. */
  providerName: string
  siteId: string
  scriptUrl: string
  endpoint?: string
  /** Cookie names (or `prefix*`) the provider sets, deleted when a visitor declines. */
  cookies: string[]
  /** Links to this origin count as "blog opened". */
  blogOrigin: string
}

/** What the privacy policy says about the provider, in the edition's words (app/content/analytics-policy.ts). */
export type AnalyticsPolicyFacts = {
  name: string
  provider: AnalyticsProviderId
  /** Whether the provider's company runs the service (its processor paragraph), or we do. */
  runByProvider: boolean
  cookies: string[]
  retentionMonths: number
}

export type AnalyticsBuild =
  | { provider: 'none' }
  | { provider: AnalyticsProviderId; runtime: AnalyticsRuntimeSettings; cspSources: CspSources; policy: AnalyticsPolicyFacts }

/** The build's view of valid analytics settings (the schema has checked siteId, host and retention). */
export function analyticsBuild(settings: AnalyticsSettingsFile, { blogUrl }: { blogUrl: string }): AnalyticsBuild {
  if (settings.provider === 'none') return { provider: 'none' }
  const provider = analyticsProviders[settings.provider]
  const resolved = {
    provider: settings.provider,
    siteId: settings.siteId!,
    host: settings.host,
    retentionMonths: settings.retentionMonths!,
  }
  const endpoint = provider.endpoint?.(resolved)
  return {
    provider: settings.provider,
    runtime: {
      provider: settings.provider,
      providerName: provider.name,
      siteId: resolved.siteId,
      scriptUrl: provider.scriptUrl(resolved),
      ...(endpoint ? { endpoint } : {}),
      cookies: provider.cookies,
      blogOrigin: new URL(blogUrl).origin,
    },
    cspSources: provider.cspSources(resolved),
    policy: {
      name: provider.name,
      provider: settings.provider,
      runByProvider: provider.runByProvider(resolved),
      cookies: provider.cookies,
      retentionMonths: resolved.retentionMonths,
    },
  }
}
