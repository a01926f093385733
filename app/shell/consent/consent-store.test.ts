// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { readConsent } from './consent-cookie'
import { onConsentSaved, saveConsent } from './consent-store'

afterEach(() => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/'
})

describe('saveConsent', () => {
  it('stores the answer in the cookie before any listener hears of it', () => {
    const heard: (boolean | undefined)[] = []
    const stop = onConsentSaved(() => heard.push(readConsent(document.cookie)))
    saveConsent(true)
    saveConsent(false)
    stop()
    expect(heard).toEqual([true, false])
    expect(readConsent(document.cookie)).toBe(false)
  })

  it('tells every listener each answer until it stops listening', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onConsentSaved(first)
    const stopSecond = onConsentSaved(second)
    saveConsent(false)
    stopFirst()
    saveConsent(true)
    stopSecond()
    saveConsent(true)
    expect(first.mock.calls).toEqual([[false]])
    expect(second.mock.calls).toEqual([[false], [true]])
  })
})
