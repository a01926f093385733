// Plausible: the manual script (script.manual.js) sends nothing by itself; every page view and
// conversion is a call here. It sets no cookies.
import { type CreateAdapter, loadScript } from './adapter'

type PlausibleFunction = ((event: string, options?: { u?: string; props?: Record<string, string> }) => void) & { q?: unknown[][] }

declare global {
  interface Window {
    plausible?: PlausibleFunction
  }
}

export const createPlausibleAdapter: CreateAdapter = (settings, win) => {
  // Calls made before the script arrives wait in its documented queue.
  win.plausible ??= Object.assign((...args: unknown[]) => void (win.plausible!.q ??= []).push(args), {
    q: [] as unknown[][],
  }) as PlausibleFunction
  loadScript(win, settings.scriptUrl, { 'data-domain': settings.siteId, ...(settings.endpoint ? { 'data-api': settings.endpoint } : {}) })
  let paused = false
  return {
    pageView: ({ url }) => !paused && win.plausible!('pageview', { u: url }),
    conversion: ({ name, detail }) => !paused && win.plausible!(name, detail ? { props: { detail } } : undefined),
    pause: () => void (paused = true),
    resume: () => void (paused = false),
  }
}
