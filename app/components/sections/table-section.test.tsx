import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TableSection } from './table-section'

const intro = { eyebrow: 'Compare', title: 'Recovery tiers', lead: 'How the tiers differ.' }
const columns = ['Recovery point', 'Approach']
const rows = [
  { label: 'Tier 1', cells: ['Up to 24 hours', 'Immutable backups'] },
  { label: 'Tier 2', cells: ['Minutes', 'Replication to a warm standby'] },
]

describe('comparison table', () => {
  const html = renderToStaticMarkup(
    <TableSection id="tiers" intro={intro} caption="Recovery tiers compared" columns={columns} rows={rows} />,
  )

  it('is a table from the small breakpoint up, hidden on phones', () => {
    expect(html).toMatch(/<section class="[^"]*max-sm:hidden[^"]*"[^>]*aria-label="Recovery tiers compared"><table/)
    expect(html).toContain('<th scope="row" class="px-5 py-4 font-semibold text-ink-900">Tier 2</th>')
  })

  it('is a sideways row of cards on phones, each value under its column name', () => {
    expect(html).toMatch(
      /<ul id="tiers-title-row" tabindex="0" aria-labelledby="tiers-title" data-snap-row="" class="snap-row[^"]*sm:hidden">/,
    )
    expect(html).toMatch(
      /<h3[^>]*>Tier 1<\/h3><dl[^>]*><div><dt[^>]*>Recovery point<\/dt><dd[^>]*>Up to 24 hours<\/dd><\/div><div><dt[^>]*>Approach<\/dt>/,
    )
  })
})
