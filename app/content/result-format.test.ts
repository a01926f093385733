import { describe, expect, it } from 'vitest'

import { formatResultValue } from './result-format'
import { resultUnits } from './schema/story'

describe('formatResultValue', () => {
  it.each([
    [30000, 'usd', '$30K', '$30,000'],
    [12500, 'usd', '$12.5K', '$12,500'],
    [3000000, 'usd', '$3M', '$3,000,000'],
    [950, 'usd', '$950', '$950'],
    [30000, 'eur', '30K euros', '30,000 euros'],
    [3, 'hours', '3h', '3 hours'],
    [1.5, 'hours', '1.5h', '1.5 hours'],
    [1, 'hours', '1h', '1 hour'],
    [5, 'weeks', '5 weeks', '5 weeks'],
    [1, 'weeks', '1 week', '1 week'],
    [30, 'percent', '30%', '30%'],
    [12.5, 'percent', '12.5%', '12.5%'],
    [28, 'hours-per-week', '28h/week', '28 hours per week'],
  ] as const)('writes %d %s as "%s" on the chart and "%s" for screen readers', (value, unit, label, spoken) => {
    expect(formatResultValue(value, unit)).toEqual({ label, spoken })
  })

  it('formats every unit the schema allows', () => {
    for (const unit of resultUnits) expect(formatResultValue(10, unit).label).toMatch(/10/)
  })
})
