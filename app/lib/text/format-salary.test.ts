import { describe, expect, it } from 'vitest'

import { salaryRange } from './format-salary'

describe('salaryRange', () => {
  it('writes both ends of the range with the period, in the currency’s own grouping', () => {
    expect(salaryRange({ currency: 'GBP', min: 75000, max: 90000, period: 'year' })).toBe('£75,000 – £90,000 a year')
    expect(salaryRange({ currency: 'EUR', min: 58000, max: 72000, period: 'year' })).toBe('€58,000 – €72,000 a year')
    // Lakhs, as candidates in India read salaries.
    expect(salaryRange({ currency: 'INR', min: 2400000, max: 3400000, period: 'year' })).toBe('₹24,00,000 – ₹34,00,000 a year')
  })

  it('keeps pence and cents where a rate has them', () => {
    expect(salaryRange({ currency: 'GBP', min: 45.5, max: 60, period: 'hour' })).toBe('£45.50 – £60.00 an hour')
    expect(salaryRange({ currency: 'EUR', min: 4800, max: 5600, period: 'month' })).toBe('€4,800 – €5,600 a month')
  })
})
