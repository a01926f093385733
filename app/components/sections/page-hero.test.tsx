import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PageHero } from './page-hero'

// On a phone the call to action must sit in the first screen (issue 16): only the first lead
// paragraph comes before it, and the others follow it instead of being dropped.
describe('PageHero', () => {
  const intro = ['First paragraph of the lead.', 'Second paragraph of the lead.', 'Third paragraph of the lead.'] as const
  const html = renderToStaticMarkup(<PageHero eyebrow="Eyebrow" heading="Heading" intro={intro} />)
  const position = (text: string) => html.indexOf(text)

  it('puts the first lead paragraph before the call to action and the rest after it', () => {
    const cta = position('data-booking')
    expect(position(intro[0])).toBeGreaterThan(-1)
    expect(position(intro[0])).toBeLessThan(cta)
    expect(position(intro[1])).toBeGreaterThan(cta)
    expect(position(intro[2])).toBeGreaterThan(position(intro[1]))
  })

  it('adds no empty block when the lead is one paragraph', () => {
    const single = renderToStaticMarkup(<PageHero eyebrow="Eyebrow" heading="Heading" intro={['Only paragraph.']} />)
    expect(single.match(/<p/g)).toHaveLength(2) // the eyebrow and the lead
  })
})
