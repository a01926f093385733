// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { cookieDomains, cookieMatches, deleteCookies } from './delete-cookies'

describe('cookieMatches', () => {
  it('matches exact names and prefixes ending in *', () => {
    const patterns = ['_ga', '_ga_*', '_pk_id.*']
    expect(['_ga', '_ga_4XK2M9PQ7R', '_pk_id.1.a1b2'].every((name) => cookieMatches(name, patterns))).toBe(true)
    expect(['_gab', 'CookieConsent', '_pk_ses.1.a1b2'].some((name) => cookieMatches(name, patterns))).toBe(false)
  })
})

describe('cookieDomains', () => {
  it('lists the host and its parent domains short of the top level', () => {
    expect(cookieDomains('www.stratora.example')).toEqual(['www.stratora.example', '.stratora.example'])
    expect(cookieDomains('a.b.stratora.example')).toEqual(['a.b.stratora.example', '.b.stratora.example', '.stratora.example'])
    expect(cookieDomains('localhost')).toEqual(['localhost'])
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1'])
  })
})

describe('deleteCookies', () => {
  it('deletes the matching cookies and keeps the consent cookie', () => {
    document.cookie = 'CookieConsent=false; Path=/'
    document.cookie = '_ga=GA1.1.123; Path=/'
    document.cookie = '_ga_4XK2M9PQ7R=GS1.1; Path=/'
    expect(deleteCookies(document, ['_ga', '_ga_*']).sort()).toEqual(['_ga', '_ga_4XK2M9PQ7R'])
    expect(document.cookie).toBe('CookieConsent=false')
  })
})
