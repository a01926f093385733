import { describe, expect, it } from 'vitest'

import { balancedBreaks } from './balanced-breaks'

describe('balancedBreaks', () => {
  it('leaves blocks that fit on one page alone', () => {
    expect(balancedBreaks([9, 9, 9])).toEqual([])
    expect(balancedBreaks([])).toEqual([])
  })

  it('splits blocks evenly over the pages they took', () => {
    // Five stories on the first page and three on the second become four and four.
    expect(balancedBreaks([9, 9, 9, 9, 9, 10, 10, 10])).toEqual([4])
    expect(balancedBreaks([3, 3, 3, 3, 4, 4, 5])).toEqual([2, 4])
  })

  it('gives the first page, under the heading, the smaller share', () => {
    expect(balancedBreaks([9, 9, 9, 9, 9, 9, 10])).toEqual([3])
  })
})
