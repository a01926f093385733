// @vitest-environment jsdom
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

// Vitest's beforeEach/afterEach under a hook-like name, not a React hook.
import { useContentCopy as contentCopyForEachTest } from '../../../scripts/content/content-copy-for-tests'
import { CONTENT_DIR } from '../../../scripts/content/generate-content'

import { StoryContextSection } from './story-context-section'

const content = contentCopyForEachTest()
const SLUG = 'al-data-analytics-platform-to-empower-the-business'

/** Replaces the prose of one story file in the content copy, keeping its front matter. */
function writeProse(prose: string) {
  const file = join(content.dir(), CONTENT_DIR, 'stories', `${SLUG}.md`)
  const [, frontMatter] = /^(---\n[\s\S]*?\n---\n)/.exec(readFileSync(file, 'utf8'))!
  writeFileSync(file, `${frontMatter}\n${prose}\n`)
}

describe('the story page’s prose', () => {
  it('shows a story file’s Markdown formatting, not its marks', () => {
    writeProse(
      'Run costs fell by **eighty percent**, *before* the\nmove [was over](/success-stories).\n\n- Point-of-sale data\n- Web shop orders\n\n1. Export\n2. Load',
    )
    const stories = content.generated('stories') as { slug: string; body: string[] }[]
    const { body } = stories.find((story) => story.slug === SLUG)!
    const container = document.createElement('div')
    container.innerHTML = renderToStaticMarkup(
      <MemoryRouter>
        <StoryContextSection blocks={body} />
      </MemoryRouter>,
    )
    const section = container.querySelector('section#context')!
    expect(section.querySelector('h2')?.textContent).toBe('The client and the starting point')
    expect(section.querySelector('p strong')?.textContent).toBe('eighty percent')
    expect(section.querySelector('p em')?.textContent).toBe('before')
    expect(section.querySelector('p a[href="/success-stories"]')?.textContent).toBe('was over')
    expect([...section.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual(['Point-of-sale data', 'Web shop orders'])
    expect([...section.querySelectorAll('ol > li')].map((item) => item.textContent)).toEqual(['Export', 'Load'])
    expect(section.textContent).not.toMatch(/\*|\]\(|^- |^1\. /m)
  })

  it('stops the build at Markdown the page does not show, naming the file, the block and what it may use', () => {
    writeProse('The retailer sold through stores.\n\n## Where it started\n\nCosts <b>fell</b>.')
    const problems = content.problems()
    const file = `${CONTENT_DIR}/stories/${SLUG}.md`
    expect(problems).toContain(
      `${file}: body[1]: a heading ("## Where it started"): the page shows only bold, italic, links, bulleted lists and numbered lists`,
    )
    expect(problems).toContain(`${file}: body[2]: HTML ("<b>"): the page shows only bold`)
  })
})
