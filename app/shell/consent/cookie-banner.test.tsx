// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CookieBanner } from '~/components/layout/cookie-banner'
import { readConsent } from './consent-cookie'

const TEXT = 'This website uses cookies to enhance the user experience.'

// The page as prerendered: the banner's template after the header, the footer's "Cookie settings".
function prerenderedPage() {
  document.body.innerHTML = `<header></header><div id="cookie-banner">${renderToStaticMarkup(<CookieBanner />)}</div>
    <main id="main"><h1>Page</h1></main><footer><button type="button" data-cookie-settings="">Cookie settings</button></footer>`
}

/** A fresh copy of the module, as a new page load gets. */
async function install() {
  const { installCookieBanner } = await import('./cookie-banner')
  installCookieBanner()
  return installCookieBanner
}

const banner = () => document.querySelector('section[aria-label="Cookie consent"]')
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click()
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name)!

// Each test loads the module afresh; the listeners an earlier copy added come off with its test.
// They are on the window, in the capture phase (app/shell/page-events.ts).
const addListener = vi.spyOn(window, 'addEventListener')

beforeEach(() => {
  vi.resetModules()
  prerenderedPage()
})

afterEach(() => {
  for (const [type, listener] of addListener.mock.calls) window.removeEventListener(type, listener, { capture: true })
  addListener.mockClear()
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/'
})

describe('installCookieBanner', () => {
  it('leaves the prerendered banner out of the page until it runs', () => {
    expect(document.body.textContent).not.toContain(TEXT)
  })

  it('shows the banner after the header when the visitor has not answered', async () => {
    await install()
    expect(banner()?.textContent).toContain(TEXT)
    expect(document.querySelector('header')!.compareDocumentPosition(banner()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(banner()!.compareDocumentPosition(document.querySelector('main')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('stores Accept or Decline and takes the banner away', async () => {
    await install()
    button('Accept').click()
    expect(banner()).toBeNull()
    expect(readConsent(document.cookie)).toBe(true)
    click('[data-cookie-settings]')
    button('Decline').click()
    expect(banner()).toBeNull()
    expect(readConsent(document.cookie)).toBe(false)
  })

  it('stays away for a visitor who answered, until "Cookie settings" brings it back once', async () => {
    document.cookie = 'CookieConsent=false; Path=/'
    await install()
    expect(banner()).toBeNull()
    click('[data-cookie-settings]')
    click('[data-cookie-settings]')
    expect(document.querySelectorAll('section[aria-label="Cookie consent"]')).toHaveLength(1)
  })

  it('wires its listener once, however often it is called', async () => {
    const installCookieBanner = await install()
    installCookieBanner()
    expect(addListener).toHaveBeenCalledTimes(1)
    const saved = vi.fn()
    const { onConsentSaved } = await import('./consent-store')
    onConsentSaved(saved)
    button('Accept').click()
    expect(saved).toHaveBeenCalledTimes(1)
  })
})
