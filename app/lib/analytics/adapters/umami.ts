// Umami: loaded with automatic tracking off (data-auto-track="false"), so it sends only what is
// asked for here. It sets no cookies.
import { type CreateAdapter, loadScript } from './adapter'

type Umami = { track(payload?: unknown, data?: Record<string, string>): void }

declare global {
  interface Window {
    umami?: Umami
  }
}

export const createUmamiAdapter: CreateAdapter = (settings, win) => {
  // The script defines window.umami when it has run; calls made before then wait here.
  const waiting: ((umami: Umami) => void)[] = []
  const script = loadScript(win, settings.scriptUrl, { 'data-website-id': settings.siteId, 'data-auto-track': 'false' })
  script.addEventListener('load', () => {
    for (const call of waiting.splice(0)) if (win.umami) call(win.umami)
  })
  const withUmami = (call: (umami: Umami) => void) => (win.umami ? call(win.umami) : waiting.push(call))
  let paused = false
  return {
    pageView: ({ url, title, referrer }) =>
      !paused &&
      withUmami((umami) =>
        umami.track((props: Record<string, unknown>) => ({ ...props, url: new URL(url).pathname + new URL(url).search, title, referrer })),
      ),
    conversion: ({ name, detail }) => !paused && withUmami((umami) => umami.track(name, detail ? { detail } : undefined)),
    pause: () => {
      paused = true
      waiting.length = 0
    },
    resume: () => void (paused = false),
  }
}
