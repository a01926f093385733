// Loaded only once a visitor has accepted: the configured provider's adapter, and the listeners that
// turn clicks and booking messages into conversions. Everything passes through `active`, so a
// withdrawal (pause) stops it between one event and the next.
import { BOOKING_ORIGIN } from '~/content/booking'
import { readBookingMessage } from '~/shell/booking/booking-embed'
import { listenToPage } from '~/shell/page-events'

import type { AnalyticsRuntimeSettings } from './analytics-build'
import type { AnalyticsAdapter, CreateAdapter, PageView } from './adapters/adapter'
import { type Conversion, conversionOfClick } from './conversions'

const adapters: Record<AnalyticsRuntimeSettings['provider'], () => Promise<CreateAdapter>> = {
  plausible: () => import('./adapters/plausible').then((module) => module.createPlausibleAdapter),
  umami: () => import('./adapters/umami').then((module) => module.createUmamiAdapter),
  matomo: () => import('./adapters/matomo').then((module) => module.createMatomoAdapter),
  ga4: () => import('./adapters/ga4').then((module) => module.createGa4Adapter),
}

export type AnalyticsRuntime = {
  pageView(view: PageView): void
  pause(): void
  resume(): void
}

export async function startAnalyticsRuntime(settings: AnalyticsRuntimeSettings): Promise<AnalyticsRuntime> {
  const adapter: AnalyticsAdapter = (await adapters[settings.provider]())(settings, window)
  let active = true
  const send = (conversion: Conversion | undefined) => {
    if (active && conversion) adapter.conversion(conversion)
  }
  // On the window in the capture phase: handlers that stop the click (React's, while it hydrates,
  // see app/shell/page-events.ts) must not hide it.
  listenToPage('click', (event) => send(conversionOfClick(event.target, { pageUrl: location.href, blogOrigin: settings.blogOrigin })))
  window.addEventListener('message', (event) => {
    if (readBookingMessage(event, BOOKING_ORIGIN) === 'booked') send({ name: 'Booking completed' })
  })
  return {
    pageView: (view) => active && adapter.pageView(view),
    pause() {
      active = false
      adapter.pause()
    },
    resume() {
      active = true
      adapter.resume()
    },
  }
}
