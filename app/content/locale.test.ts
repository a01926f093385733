import { describe, expect, it } from 'vitest'

import { SITE_LANGUAGE, openGraphLocale } from './locale'

describe('site language', () => {
  it('is a BCP 47 tag with a region, which Open Graph needs (app/content/locale.ts SITE_LANGUAGE)', () => {
    expect(SITE_LANGUAGE).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
  })

  it('spells the Open Graph locale with an underscore', () => {
    expect(openGraphLocale('en-US')).toBe('en_US')
    expect(openGraphLocale('nl-NL')).toBe('nl_NL')
  })
})
