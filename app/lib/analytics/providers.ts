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
  /** For the privacy policy: who runs the service when it is not self-hosted, or undefined. */
  operator(settings: AnalyticsSettings): string | undefined
  /** For the privacy policy: what a page view record holds, a list in plain words. */
  collects: string
  /** For the privacy policy: what it keeps in the browser, and what it does with the IP address. */
  storage: string
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

const PAGE_FACTS = 'the address of the page, the page that linked to it, your browser, operating system and device type'

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
    operator: (settings) => (settings.host ? undefined : 'Plausible Insights OÜ in Estonia, which stores the data in the European Union'),
    collects: `${PAGE_FACTS}, and your country`,
    storage:
      'It sets no cookies and stores nothing in your browser. Your IP address is used only to count unique visitors per day and is never stored.',
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
    operator: (settings) => (settings.host ? undefined : 'Umami Software, Inc. in the United States'),
    collects: `${PAGE_FACTS}, your screen size, language and country`,
    storage:
      'It sets no cookies and stores nothing in your browser. Your IP address is used only to tell visits apart and is never stored.',
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
    operator: (settings) =>
      new URL(baseUrl(settings, '')).hostname.endsWith(MATOMO_CLOUD_SUFFIX) ? 'InnoCraft Ltd, which runs Matomo Cloud' : undefined,
    collects: `${PAGE_FACTS}, your screen resolution and language`,
    storage:
      'It stores a random visitor ID in first-party cookies whose names start with _pk_, so repeat visits count once. The last two bytes of your IP address are masked before anything is stored.',
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
    operator: () => 'Google Ireland Limited, with Google LLC in the United States as its processor',
    collects: `${PAGE_FACTS}, your screen size, language and approximate location`,
    storage:
      'It stores a random client ID in first-party cookies named _ga and _ga_ followed by our stream ID, so repeat visits count once. Google does not log or store IP addresses in Google Analytics 4; advertising features and Google signals are off, and the data is not shared with other Google products.',
  },
}
