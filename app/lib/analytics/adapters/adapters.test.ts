// @vitest-environment jsdom
// Each adapter drives its provider's documented API; these check the calls it makes, without the
// provider's script (the end-to-end test runs a stand-in script against a local collector).
import { beforeEach, describe, expect, it } from 'vitest'

import type { AnalyticsRuntimeSettings } from '../analytics-build'
import { createGa4Adapter, ga4EventName } from './ga4'
import { createMatomoAdapter } from './matomo'
import { createPlausibleAdapter } from './plausible'
import { createUmamiAdapter } from './umami'

const settings = (overrides: Partial<AnalyticsRuntimeSettings>): AnalyticsRuntimeSettings => ({
  provider: 'plausible',
  providerName: 'Test',
  siteId: 'www.stratora.example',
  scriptUrl: 'https://stats.example/script.js',
  cookies: [],
  blogOrigin: 'https://blog.stratora.example',
  ...overrides,
})
const view = { url: 'https://www.stratora.example/about', title: 'Stratora | About', referrer: 'https://www.stratora.example/' }
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.src, ...script.dataset }))

beforeEach(() => {
  document.head.innerHTML = ''
  for (const key of ['plausible', 'umami', '_paq', 'dataLayer', 'ga-disable-G-4XK2M9PQ7R'] as const)
    delete (window as unknown as Record<string, unknown>)[key]
})

describe('Plausible', () => {
  it('loads the manual script and queues page views and events until it runs; sends nothing while paused', () => {
    const adapter = createPlausibleAdapter(
      settings({ scriptUrl: 'https://plausible.io/js/script.manual.js', endpoint: 'https://plausible.io/api/event' }),
      window,
    )
    expect(scripts()).toEqual([
      { src: 'https://plausible.io/js/script.manual.js', domain: 'www.stratora.example', api: 'https://plausible.io/api/event' },
    ])
    adapter.pageView(view)
    adapter.conversion({ name: 'Brochure downloaded', detail: '/brochures/data-and-ai.pdf' })
    adapter.pause()
    adapter.pageView(view)
    adapter.resume()
    adapter.conversion({ name: 'Booking opened' })
    expect(window.plausible!.q).toEqual([
      ['pageview', { u: view.url }],
      ['Brochure downloaded', { props: { detail: '/brochures/data-and-ai.pdf' } }],
      ['Booking opened', undefined],
    ])
  })
})

describe('Umami', () => {
  it('loads the script with automatic tracking off and calls track() once it has run', () => {
    const adapter = createUmamiAdapter(settings({ provider: 'umami', siteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }), window)
    expect(scripts()).toEqual([
      { src: 'https://stats.example/script.js', websiteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', autoTrack: 'false' },
    ])
    const calls: unknown[][] = []
    adapter.pageView(view)
    window.umami = { track: (...args: unknown[]) => void calls.push(args) }
    document.head.querySelector('script')!.dispatchEvent(new Event('load'))
    adapter.pause()
    adapter.conversion({ name: 'Email link used' })
    adapter.resume()
    adapter.conversion({ name: 'Phone link used', detail: '+911204567800' })
    expect(calls).toHaveLength(2)
    expect((calls[0]![0] as (props: object) => object)({ website: 'x' })).toEqual({
      website: 'x',
      url: '/about',
      title: view.title,
      referrer: view.referrer,
    })
    expect(calls[1]).toEqual(['Phone link used', { detail: '+911204567800' }])
  })

  it('drops what waits for the script when the visitor declines before it has run', () => {
    const adapter = createUmamiAdapter(settings({ provider: 'umami' }), window)
    const calls: unknown[][] = []
    adapter.pageView(view)
    adapter.pause()
    window.umami = { track: (...args: unknown[]) => void calls.push(args) }
    document.head.querySelector('script')!.dispatchEvent(new Event('load'))
    expect(calls).toEqual([])
  })
})

describe('Matomo', () => {
  it('queues the tracker setup, page views with the page address and events; pause takes the cookie consent back', () => {
    const adapter = createMatomoAdapter(
      settings({ provider: 'matomo', siteId: '3', scriptUrl: 'https://a.example/matomo.js', endpoint: 'https://a.example/matomo.php' }),
      window,
    )
    adapter.pageView(view)
    adapter.conversion({ name: 'Blog opened', detail: '/careers' })
    adapter.pause()
    adapter.pageView(view)
    adapter.resume()
    expect(window._paq).toEqual([
      ['requireCookieConsent'],
      ['setCookieConsentGiven'],
      ['setTrackerUrl', 'https://a.example/matomo.php'],
      ['setSiteId', '3'],
      ['setReferrerUrl', view.referrer],
      ['setCustomUrl', view.url],
      ['setDocumentTitle', view.title],
      ['trackPageView'],
      ['trackEvent', 'Conversion', 'Blog opened', '/careers'],
      ['forgetCookieConsentGiven'],
      ['setCookieConsentGiven'],
    ])
    expect(scripts()).toEqual([{ src: 'https://a.example/matomo.js' }])
  })
})

describe('Google Analytics 4', () => {
  it('configures gtag without automatic page views or advertising, and pause sets the off switch', () => {
    const adapter = createGa4Adapter(settings({ provider: 'ga4', siteId: 'G-4XK2M9PQ7R' }), window)
    adapter.pageView(view)
    adapter.conversion({ name: 'Booking completed' })
    adapter.pause()
    adapter.conversion({ name: 'Booking opened' })
    const commands = window.dataLayer!.map((entry) => [...(entry as IArguments)])
    expect(commands[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ])
    expect(commands[2]).toEqual([
      'config',
      'G-4XK2M9PQ7R',
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ])
    expect(commands.slice(3)).toEqual([
      ['event', 'page_view', { page_location: view.url, page_title: view.title, page_referrer: view.referrer }],
      ['event', 'booking_completed', {}],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ])
    expect(window['ga-disable-G-4XK2M9PQ7R']).toBe(true)
    adapter.resume()
    expect(window['ga-disable-G-4XK2M9PQ7R']).toBe(false)
  })

  it('names events in snake case', () => {
    expect(ga4EventName("Let's Talk opened")).toBe('let_s_talk_opened')
    expect(ga4EventName('Email link used')).toBe('email_link_used')
  })
})
