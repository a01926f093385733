import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { SolutionHero } from './solution-hero'

// Issue 16: on a phone the call to action sits in the first screen, so in the markup it comes right
// after the lead, and the problem and the decision aid (which can be long) follow it.
describe('SolutionHero', () => {
  const problem = { title: 'Where you are', items: ['First statement.', 'Second statement.'] }
  const choices = {
    title: 'Which fits',
    items: [
      { situation: 'your data must stay put', choice: 'Private cloud', href: '/privatecloud' as const },
      { situation: 'demand swings', choice: 'Public cloud', href: '/publicloud' as const },
    ],
  }
  const intro = ['The lead.', 'A second paragraph.']

  function render(props: Partial<Parameters<typeof SolutionHero>[0]> = {}) {
    // Choice links are router links: render them inside a router, as the prerender does.
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => <SolutionHero eyebrow="Eyebrow" heading="Heading" intro={intro} problem={problem} choices={choices} {...props} />,
      },
    ])
    return renderToStaticMarkup(<Stub initialEntries={['/']} />)
  }

  it('puts the lead, then the call to action, then the problem and the choices', () => {
    const html = render()
    const at = (text: string) => html.indexOf(text)
    expect(at('The lead.')).toBeGreaterThan(-1)
    expect(at('The lead.')).toBeLessThan(at('data-booking'))
    expect(at('data-booking')).toBeLessThan(at('Where you are'))
    expect(at('Where you are')).toBeLessThan(at('Which fits'))
    expect(at('A second paragraph.')).toBeGreaterThan(at('data-booking'))
  })

  it('links each choice to its page, reading "If …, choose …"', () => {
    const html = render()
    expect(html).toContain('href="/privatecloud"')
    expect(html).toContain('href="/publicloud"')
    expect(html).toMatch(/If your data must stay put<\/span><span class="sr-only">, choose <\/span>.*Private cloud/)
  })

  it('shows no illustration and leaves the decision aid out when there is none', () => {
    const html = render({ choices: undefined })
    expect(html).not.toContain('<img')
    expect(html).toContain('Where you are')
    expect(html).not.toContain('Which fits')
  })
})
