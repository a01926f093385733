import { describe, expect, it } from 'vitest'

import { thirdsColumns, wideColumns } from './grid-columns'

// A card grid's last row on wide screens: full, or centred; never one or two cards beside empty slots.
describe('card grid columns', () => {
  it('fills rows exactly where the count allows', () => {
    expect(wideColumns(4)).toBe('lg:grid-cols-4')
    expect(wideColumns(8)).toBe('lg:grid-cols-4')
    expect(wideColumns(3)).toBe('lg:grid-cols-3')
    expect(wideColumns(6)).toBe('lg:grid-cols-3')
    expect(wideColumns(2)).toBe('lg:grid-cols-2')
    // Four cards too wide for a row of four sit two and two, not three and a lone one.
    expect(thirdsColumns(4)).toBe('lg:grid-cols-2')
  })

  it('centres a short last row: two cards one track in, a lone card two tracks in, on six tracks', () => {
    for (const count of [5, 7, 11]) {
      const classes = wideColumns(count).split(' ')
      expect(classes).toContain('lg:grid-cols-6')
      expect(classes).toContain('lg:*:col-span-2')
      expect(classes).toContain('lg:[&>:nth-child(3n+1):nth-last-child(2)]:col-start-2')
      expect(classes).toContain('lg:[&>:nth-child(3n+1):last-child]:col-start-3')
    }
  })
})
