import { describe, expect, it } from 'vitest'

import { fullDate, monthAndYear } from './format-date'

describe('monthAndYear', () => {
  it('writes the month out, in the site language', () => {
    expect(monthAndYear('2026-09-22')).toBe('September 2026')
  })

  it('keeps the first and last day of a month in that month, whatever the time zone', () => {
    expect(monthAndYear('2024-12-01')).toBe('December 2024')
    expect(monthAndYear('2024-12-31')).toBe('December 2024')
  })
})

describe('fullDate', () => {
  it('writes the day in the site language, the same day whatever the time zone', () => {
    expect(fullDate('2027-02-28')).toBe('February 28, 2027')
    expect(fullDate('2027-01-01')).toBe('January 1, 2027')
  })
})
