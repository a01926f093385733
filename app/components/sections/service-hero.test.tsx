import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { HeroProofItem } from '~/content/service-hero-proof'

import { ServiceHero } from './service-hero'

const proof: HeroProofItem[] = [
  {
    kind: 'result',
    value: '$30K → $10K',
    spoken: 'from $30,000 to $10,000',
    label: 'Run cost per year',
    source: { title: 'A story', client: 'Financial services, North America', path: '/success-stories/a-story' },
  },
  { kind: 'figure', value: '250+', label: 'projects delivered' },
  { kind: 'measure', label: 'Crash-free sessions per release' },
]

const render = (items: readonly HeroProofItem[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ServiceHero heading="Serverless" promise="The promise." lead="The lead." proof={items} />
    </MemoryRouter>,
  )

// On a phone the strip sits under the call to action, which must stay in the first screen (issue 16).
describe('ServiceHero', () => {
  const html = render(proof)
  const position = (text: string) => html.indexOf(text)

  // Issue 26: the promise is the visible headline, and the h1 still names the service for search.
  it('sets one h1 of the service name as its label and the promise as its headline, then the lead and the call to action', () => {
    expect(html.match(/<h1/g)).toHaveLength(1)
    const h1 = /<h1([^>]*)>(.*?)<\/h1>/.exec(html)
    // No aria-label (html-validate: it would override the heading's own text); a colon of no size.
    expect(h1?.[1]).not.toContain('aria-label')
    expect(h1?.[2]).toMatch(/^<span[^>]*>Serverless<span class="text-\[0px\]">:<\/span><\/span> <span[^>]*>The promise.<\/span>$/)
    expect(position('</h1>')).toBeLessThan(position('The lead.'))
    expect(position('The lead.')).toBeLessThan(position('data-booking'))
  })

  it('puts the proof strip after the call to action, each item a term with its figure', () => {
    expect(position('data-booking')).toBeLessThan(position('data-hero-proof'))
    expect(html.match(/<dt/g)).toHaveLength(3)
    expect(html).toContain('What we measure')
    expect(html).toContain('Crash-free sessions per release')
  })

  it('prints a result as the charts do, wrapping only before its arrow, and says it in full to screen readers', () => {
    expect(html).toContain('<span aria-hidden="true">$30K →\u00a0$10K</span><span class="sr-only">from $30,000 to $10,000</span>')
  })

  it('links a result to the story it comes from, named by the client', () => {
    expect(html).toMatch(/<a[^>]*href="\/success-stories\/a-story"[^>]*>Success story: Financial services, North America<\/a>/)
  })

  it('draws no illustration and leaves the strip out when there is no proof', () => {
    expect(html).not.toContain('<img')
    expect(render([])).not.toContain('data-hero-proof')
  })
})
