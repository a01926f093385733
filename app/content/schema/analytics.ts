// The `analytics` part of settings.yaml: which analytics service the site uses, or none. With none
// (the default) the build contains no analytics code and the policy allows no analytics host.
import { z } from 'zod'

import { ANALYTICS_PROVIDER_IDS, analyticsProviders } from '../../lib/analytics/providers'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on this machine (a self-hosted instance under test). */
const hostUrl = z.url({ error: 'must be a full address starting with https://' }).refine(
  (value) => {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  },
  { message: 'must be a full address starting with https://' },
)

export const analyticsSchema = z
  .object({
    provider: z.enum(['none', ...ANALYTICS_PROVIDER_IDS], {
      error: (issue) => `unknown provider "${String(issue.input)}": use one of none, ${ANALYTICS_PROVIDER_IDS.join(', ')}`,
    }),
    /** Plausible: the site's domain; Umami: the website ID; Matomo: the site ID; GA4: the measurement ID. */
    siteId: z.string().trim().optional(),
    /** A self-hosted instance's address (required for Matomo); the provider's cloud when absent. */
    host: hostUrl.optional(),
    /** Months the provider keeps raw visit records; the privacy policy states it. */
    retentionMonths: z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50').optional(),
  })
  .strict()
  .superRefine((settings, context) => {
    if (settings.provider === 'none') return
    const provider = analyticsProviders[settings.provider]
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (!settings.siteId) problem('siteId', `required for ${provider.name}: ${provider.siteId.hint}`)
    else if (!provider.siteId.pattern.test(settings.siteId)) problem('siteId', `must be ${provider.siteId.hint}`)
    if (provider.host === 'required' && !settings.host) problem('host', `required for ${provider.name}: the address of your instance, like https://analytics.stratora.example`)
    if (provider.host === 'none' && settings.host) problem('host', `${provider.name} has no self-hosted instance; leave host empty`)
    if (settings.retentionMonths === undefined) problem('retentionMonths', `required for ${provider.name}: how many months it keeps raw visit records`)
  })

export type AnalyticsSettingsFile = z.infer<typeof analyticsSchema>
