// What the site asks of an analytics provider's script. One adapter per provider drives its script
// through the provider's own API; none of them records anything the site does not ask for.
import type { AnalyticsRuntimeSettings } from '../analytics-build'
import type { Conversion } from '../conversions'

export type PageView = { url: string; title: string; referrer: string }

export type AnalyticsAdapter = {
  /** Records one page view. */
  pageView(view: PageView): void
  /** Records one conversion. */
  conversion(conversion: Conversion): void
  /** Stops the provider at once (its own off switch, where it has one): nothing more is sent or stored. */
  pause(): void
  /** Undoes pause() when the visitor accepts again without leaving the page. */
  resume(): void
}

export type CreateAdapter = (settings: AnalyticsRuntimeSettings, win: Window) => AnalyticsAdapter

/** Adds the provider's script to the page, once. */
export function loadScript(win: Window, src: string, attributes: Record<string, string> = {}) {
  const script = win.document.createElement('script')
  script.src = src
  script.async = true
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  win.document.head.append(script)
  return script
}
