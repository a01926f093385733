import { describe, expect, it } from 'vitest'

import { buildDate } from './build-date'

describe('buildDate', () => {
  const noon = new Date('2027-03-14T12:00:00Z')

  it('is the clock’s day in UTC when BUILD_DATE is not set', () => {
    expect(buildDate({}, noon)).toBe('2027-03-14')
    expect(buildDate({ BUILD_DATE: ' ' }, noon)).toBe('2027-03-14')
    expect(buildDate({}, new Date('2027-03-14T23:30:00-02:00'))).toBe('2027-03-15')
  })

  it('is BUILD_DATE when set, so a test can build the site as on another day', () => {
    expect(buildDate({ BUILD_DATE: '2030-01-02' }, noon)).toBe('2030-01-02')
  })

  it('refuses a BUILD_DATE that is not a real day', () => {
    expect(() => buildDate({ BUILD_DATE: '2027-02-30' }, noon)).toThrow('BUILD_DATE=2027-02-30: must be a real day written YYYY-MM-DD')
    expect(() => buildDate({ BUILD_DATE: 'tomorrow' }, noon)).toThrow('must be a real day')
  })
})
