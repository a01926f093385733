// The analytics services the site can use, one entry each: where the script comes from, the hosts
// it talks to (they join the Content-Security-Policy only when the provider is configured), the
// cookies it sets (deleted when a visitor declines) and what the privacy policy says about it.
// Adding a provider is one entry here and one adapter in ./adapters/ (the code that drives its script).
// Nothing here runs in the browser: the build turns the configured entry into the small runtime
// settings the client receives (./runtime-settings.ts).

export const ANALYTICS_PROVIDER_IDS = ['plausible', 'umami', 'matomo', 'ga4'] as const
export type AnalyticsProviderId = (typeof ANALYTICS_PROVIDER_IDS)[number]

/** What content/<locale>/settings.yaml says under `analytics`, once validated. */
export type AnalyticsSettings = {
  provider: AnalyticsProviderId
  /** The provider's name for this site: Plausible's domain, Umami's website ID, Matomo's site ID, GA4's measurement ID. */
  siteId: string
  /** The address of a self-hosted instance (or a proxy on the site's own domain); the provider's cloud when absent. */
  host?: string
  /** How long the provider keeps raw visit records before deleting them. */
  retentionMonths: number
}

/** Hosts per CSP directive. */
export type CspSources = { 'script-src': string[]; 'connect-src': string[]; 'img-src': string[] }

export type AnalyticsProvider = {
  name: string
  /** How the settings field `siteId` looks for this provider, and the hint when it does not. */
  siteId: { pattern: RegExp; hint: string }
  /** Whether `host` may, must or must not be set. */
  host: 'optional' | 'required' | 'none'
  /** The script the adapter loads. */
  scriptUrl(settings: AnalyticsSettings): string
  /** Where the script sends its records, when the adapter has to tell it. */
  endpoint?(settings: AnalyticsSettings): string
  cspSources(settings: AnalyticsSettings): CspSources
  /** Cookie names the script may set: exact names, or prefixes ending in `*`. Empty when it sets none. */
  cookies: string[]
  /**
   * For the privacy policy: whether the provider's company runs the service for us (its cloud), or
   * we do (self-hosted). The policy's words for each provider (who runs it, what a page view
   * record holds, what it keeps in the browser) are in each edition's interface text
   * (app/messages/<locale>/privacy.ts, `providers`).
   */
  runByProvider(settings: AnalyticsSettings): boolean
}

const originOf = (url: string) => new URL(url).origin
/** `host` without a trailing slash, or the provider's own cloud. */
const baseUrl = (settings: AnalyticsSettings, cloud: string) => (settings.host ?? cloud).replace(/\/+$/, '')
const sameHost = (origin: string): CspSources => ({ 'script-src': [origin], 'connect-src': [origin], 'img-src': [] })

const PLAUSIBLE_CLOUD = 'https://plausible.io'
const UMAMI_CLOUD = 'https://cloud.umami.is'
// Umami Cloud's script sends its records to a separate gateway host.
const UMAMI_CLOUD_GATEWAY = 'https://api-gateway.umami.dev'
const MATOMO_CLOUD_SUFFIX = '.matomo.cloud'
const MATOMO_CLOUD_CDN = 'https://cdn.matomo.cloud'

export const analyticsProviders: Record<AnalyticsProviderId, AnalyticsProvider> = {
  plausible: {
    name: 'Plausible Analytics',
    siteId: { pattern: /^[a-z0-9.-]+\.[a-z]{2,}$/, hint: "the site's domain as registered in Plausible, like www.stratora.example" },
    host: 'optional',
    // The manual variant records nothing by itself: every page view is the adapter's call, after consent.
    scriptUrl: (settings) => `${baseUrl(settings, PLAUSIBLE_CLOUD)}/js/script.manual.js`,
    endpoint: (settings) => `${baseUrl(settings, PLAUSIBLE_CLOUD)}/api/event`,
    cspSources: (settings) => sameHost(originOf(baseUrl(settings, PLAUSIBLE_CLOUD))),
    cookies: [],
    runByProvider: (settings) => !settings.host,
  },
  umami: {
    name: 'Umami',
    siteId: {
      pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      hint: "the website ID Umami shows in the site's settings, like 4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    },
    host: 'optional',
    scriptUrl: (settings) => `${baseUrl(settings, UMAMI_CLOUD)}/script.js`,
    cspSources(settings) {
      if (settings.host) return sameHost(originOf(settings.host))
      return { 'script-src': [UMAMI_CLOUD], 'connect-src': [UMAMI_CLOUD, UMAMI_CLOUD_GATEWAY], 'img-src': [] }
    },
    cookies: [],
    runByProvider: (settings) => !settings.host,
  },
  matomo: {
    name: 'Matomo',
    siteId: { pattern: /^[1-9]\d*$/, hint: 'the numeric site ID Matomo shows under Websites, like 1' },
    host: 'required',
    scriptUrl(settings) {
      const host = new URL(baseUrl(settings, ''))
      // Matomo Cloud serves the script from its CDN, named after the account's host.
      if (host.hostname.endsWith(MATOMO_CLOUD_SUFFIX)) return `${MATOMO_CLOUD_CDN}/${host.hostname}/matomo.js`
      return `${host.href.replace(/\/+$/, '')}/matomo.js`
    },
    endpoint: (settings) => `${baseUrl(settings, '')}/matomo.php`,
    cspSources(settings) {
      const origin = originOf(baseUrl(settings, ''))
      const script = new URL(this.scriptUrl(settings)).origin
      // Matomo falls back to an image request when the browser cannot send a beacon.
      return { 'script-src': [...new Set([origin, script])], 'connect-src': [origin], 'img-src': [origin] }
    },
    cookies: [
      '_pk_id.*',
      '_pk_ses.*',
      '_pk_ref.*',
      '_pk_cvar.*',
      '_pk_hsr.*',
      '_pk_testcookie.*',
      'mtm_consent',
      'mtm_consent_removed',
      'mtm_cookie_consent',
    ],
    // Matomo Cloud (InnoCraft) when the host is one of its addresses, else an instance we run.
    runByProvider: (settings) => new URL(baseUrl(settings, '')).hostname.endsWith(MATOMO_CLOUD_SUFFIX),
  },
  ga4: {
    name: 'Google Analytics 4',
    siteId: { pattern: /^G-[A-Z0-9]{4,}$/, hint: 'the measurement ID of the web data stream, like G-4XK2M9PQ7R' },
    host: 'none',
    scriptUrl: (settings) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.siteId)}`,
    // Google's own list for GA4 (regional collection hosts included), per directive.
    cspSources: () => ({
      'script-src': ['https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    }),
    cookies: ['_ga', '_ga_*'],
    runByProvider: () => true,
  },
}
