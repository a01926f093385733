import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PageBlock } from '~/content/page-types'

import { ClientLogosSection } from './client-logos-section'
import { type BlockData, PageBlocks } from './page-blocks'
import { TestimonialsSection } from './testimonials-section'

// Sections over collections a company fills in as it names clients and people. Empty, they are
// left out of the page entirely (no heading over nothing); filled, images carry their real size.
const intro = { eyebrow: 'Eyebrow', title: 'Title', lead: 'Lead' }
const photo = { src: '/images/uploads/person.jpg', width: 320, height: 400 }
const noData: BlockData = { stories: {}, offices: [], brochures: [], team: [], badges: [] }
const blocks: PageBlock[] = [
  { kind: 'prose', id: 'first', intro, paragraphs: ['One'] },
  { kind: 'team', id: 'leadership', intro },
  { kind: 'badges', id: 'badges', intro },
  { kind: 'prose', id: 'last', intro, paragraphs: ['Two'] },
]

describe('sections that may be empty', () => {
  it('leaves out client logos while there are none', () => {
    expect(renderToStaticMarkup(<ClientLogosSection heading={intro} clients={[]} />)).toBe('')
    const logo = { src: '/images/uploads/client.svg', width: 160, height: 48 }
    const html = renderToStaticMarkup(<ClientLogosSection heading={intro} clients={[{ name: 'Client', sector: 'Energy', logo }]} />)
    expect(html).toContain('alt="Client (Energy)" width="160" height="48"')
  })

  it('leaves out an empty team and badge list, and keeps the bands alternating', () => {
    const html = renderToStaticMarkup(<PageBlocks blocks={blocks} data={noData} />)
    expect(html).not.toContain('id="leadership"')
    expect(html).not.toContain('id="badges"')
    // The block after the hidden ones takes the next band: tinted, right after a plain one.
    expect(html).toMatch(/<section class="py-12 sm:py-24 bg-ink-50"[^>]* id="last"/)
  })

  it('shows the team and badges once files name them', () => {
    const data: BlockData = {
      ...noData,
      team: [{ name: 'Named Person', role: 'Managing Director', photo }],
      badges: [
        {
          name: 'ISO/IEC 27001',
          kind: 'certification',
          image: { src: '/images/uploads/iso.svg', width: 96, height: 96 },
          url: 'https://example.org/register',
        },
      ],
    }
    const html = renderToStaticMarkup(<PageBlocks blocks={blocks} data={data} />)
    expect(html).toContain('Named Person')
    expect(html).toContain('width="320" height="400"')
    expect(html).toContain('href="https://example.org/register"')
    expect(html).toContain('Certification')
  })

  it('names a quoted person and shows their photo only when the file gives them', () => {
    const quote = { quote: 'It works.', clientName: 'IT Director', position: 'A bank, Europe' }
    const anonymous = renderToStaticMarkup(<TestimonialsSection heading={intro} quotes={[quote]} />)
    expect(anonymous).not.toContain('<img')
    const named = renderToStaticMarkup(<TestimonialsSection heading={intro} quotes={[{ ...quote, name: 'Named Person', photo }]} />)
    expect(named).toContain('Named Person')
    expect(named).toContain('width="320" height="400"')
  })
})
