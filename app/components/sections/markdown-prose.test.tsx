// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { MARKDOWN_FORMAT_SAMPLES, MARKDOWN_FORMATS, STORY_PROSE_ID } from '~/content/markdown-formats'

import { MarkdownProse } from './markdown-prose'

/** The prose as the story page holds it: inside the section whose id the samples' selectors name. */
function render(...blocks: string[]) {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <div id={STORY_PROSE_ID}>
        <MarkdownProse blocks={blocks} />
      </div>
    </MemoryRouter>,
  )
  return container
}

// What the editor's toolbar offers (markdown-formats.ts, the Markdown widget's `buttons`) is what
// the page shows: each format becomes its element, never its Markdown marks.
describe('Markdown prose', () => {
  it('has one sample for each format the editor offers', () => {
    expect(MARKDOWN_FORMAT_SAMPLES.map((sample) => sample.name)).toEqual([...MARKDOWN_FORMATS])
  })

  it.each(MARKDOWN_FORMAT_SAMPLES)('renders $name as markup, not as Markdown marks', ({ markdown, selector, text }) => {
    const page = render(markdown)
    expect(page.querySelector(selector)?.textContent).toBe(text)
    expect(page.textContent).not.toMatch(/\*|\]\(|^\s*(-|\d+\.) /m)
  })

  it('renders bold, italic and links inside one paragraph', () => {
    const html = render('Run costs fell by **eighty percent**, *before* [the move](/cloud-migration) ended.').innerHTML
    expect(html).toBe(
      '<div id="context"><div class="grid gap-4 text-lg text-ink-700"><p>Run costs fell by <strong class="font-semibold text-ink-900">eighty percent</strong>, <em>before</em> <a class="font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700" href="/cloud-migration" data-discover="true">the move</a> ended.</p></div></div>',
    )
  })

  it('renders bulleted and numbered lists as lists, with their items’ formatting', () => {
    const page = render('- Point-of-sale **data**\n- Web shop orders\n    - nightly', '3. Export\n4. Load')
    expect([...page.querySelectorAll('ul > li')].map((item) => item.firstChild?.textContent)).toEqual([
      'Point-of-sale ',
      'Web shop orders',
      'nightly',
    ])
    expect(page.querySelector('ul > li > strong')?.textContent).toBe('data')
    expect(page.querySelector('ul > li > ul > li')?.textContent).toBe('nightly')
    const numbered = page.querySelector('ol')!
    expect(numbered.getAttribute('start')).toBe('3')
    expect([...numbered.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Export', 'Load'])
  })

  it('keeps an in-site link on the site and opens another site’s in a new tab, as the footer does', () => {
    const page = render('See [our stories](/success-stories), [the benefits](#benefits) or [Azure](https://azure.microsoft.com).')
    const [site, section, external] = [...page.querySelectorAll('a')]
    expect(site!.getAttribute('href')).toBe('/success-stories')
    expect(site!.hasAttribute('data-discover')).toBe(true)
    expect(site!.hasAttribute('target')).toBe(false)
    expect(section!.getAttribute('href')).toBe('#benefits')
    expect(external!.getAttribute('href')).toBe('https://azure.microsoft.com')
    expect(external!.getAttribute('target')).toBe('_blank')
    expect(external!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(external!.textContent).toBe('Azure (opens in a new tab)')
    expect(external!.querySelector('svg use')?.getAttribute('href')).toMatch(/#external-link$/)
  })

  it('shows raw HTML and unsafe links as text, never as markup', () => {
    const page = render('Costs <b>fell</b> <img src=x onerror=alert(1)>.', '<script>alert(1)</script>', '[Click](javascript:alert(1))')
    expect(page.querySelector('b, img, script, a')).toBeNull()
    expect(page.textContent).toContain('Costs <b>fell</b>')
    expect(page.textContent).toContain('<script>alert(1)</script>')
    expect(page.textContent).toContain('Click')
  })
})
