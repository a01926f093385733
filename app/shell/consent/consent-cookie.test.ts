import { describe, expect, it } from 'vitest'

import { CONSENT_COOKIE, readConsent, serializeConsent } from './consent-cookie'

describe('consent cookie', () => {
  it('reads the stored choice among other cookies', () => {
    expect(readConsent('')).toBeUndefined()
    expect(readConsent('theme=dark')).toBeUndefined()
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=true; b=2`)).toBe(true)
    expect(readConsent(`${CONSENT_COOKIE}=false`)).toBe(false)
    expect(readConsent(`${CONSENT_COOKIE}=maybe`)).toBeUndefined()
  })

  it('lasts 365 days with SameSite=Lax, and is Secure only on https pages', () => {
    expect(serializeConsent(true, { secure: false })).toBe('CookieConsent=true; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(serializeConsent(false, { secure: true })).toBe('CookieConsent=false; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })
})
