import { describe, expect, it } from 'vitest'

import { MARKDOWN_FORMAT_SAMPLES, MARKDOWN_FORMATS } from '~/content/markdown-formats'

import { describeFormats, markdownBlocks, markdownProblems, markdownText } from './markdown'

describe('markdownBlocks', () => {
  it('joins each paragraph into one line and keeps each list as written', () => {
    const prose = 'The retailer sold through stores\nand an online shop.\n\n- Point-of-sale data\n- Web shop orders\n\n1. Export\n2. Load\n'
    expect(markdownBlocks(prose)).toEqual([
      'The retailer sold through stores and an online shop.',
      '- Point-of-sale data\n- Web shop orders',
      '1. Export\n2. Load',
    ])
  })

  it('parts a list from the paragraph it follows without a blank line, as Markdown reads it', () => {
    expect(markdownBlocks('Three channels:\n- email\n- phone')).toEqual(['Three channels:', '- email\n- phone'])
  })
})

describe('markdownProblems', () => {
  it('accepts every format the editor offers', () => {
    for (const { markdown } of MARKDOWN_FORMAT_SAMPLES) expect(markdownProblems(markdown, MARKDOWN_FORMATS), markdown).toEqual([])
    expect(markdownProblems('Plain words, R&D and ~30% less. A \\*literal\\* star.', MARKDOWN_FORMATS)).toEqual([])
  })

  it.each([
    ['## Results', 'a heading ("## Results")'],
    ['> We saved a week.', 'a quote ("> We saved a week.")'],
    ['    kubectl apply', 'a code block'],
    ['---', 'a horizontal rule'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', 'a table'],
    ['<div>Boxed</div>', 'HTML ("<div>Boxed</div>")'],
    ['Costs <b>fell</b>.', 'HTML ("<b>")'],
    ['Run `kubectl`.', 'code ("`kubectl`")'],
    ['Costs ~~rose~~ fell.', 'strikethrough ("~~rose~~")'],
    ['![A chart](/images/chart.png)', 'an image'],
    ['- [ ] Migrate', 'a checklist item'],
  ])('refuses %j, naming it and what the page shows', (markdown, what) => {
    const problems = markdownProblems(markdown, MARKDOWN_FORMATS)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(what)
    expect(problems[0]).toContain('the page shows only bold, italic, links, bulleted lists and numbered lists')
  })

  it('refuses a link no visitor can follow, and accepts pages, sections, web, email and phone addresses', () => {
    expect(markdownProblems('[Click](javascript:alert(1))', MARKDOWN_FORMATS)).toEqual([
      expect.stringContaining('a link to "javascript:alert(1)"'),
    ])
    const links = '[a](/about) [b](#benefits) [c](https://example.com/x) [d](mailto:hello@example.com) [e](tel:+44-20-1234)'
    expect(markdownProblems(links, MARKDOWN_FORMATS)).toEqual([])
  })

  it('refuses a format left out of the list it is given', () => {
    expect(markdownProblems('Costs fell **a lot**.', ['italic'])).toEqual(['bold text ("**a lot**"): the page shows only italic'])
    expect(markdownProblems('1. One\n2. Two', ['bulleted-list'])).toEqual([expect.stringContaining('a numbered list')])
  })
})

describe('markdownText', () => {
  it('keeps the words and drops the marks', () => {
    expect(markdownText('Costs fell by **eighty _percent_**, see [the stories](/success-stories).')).toBe(
      'Costs fell by eighty percent, see the stories.',
    )
  })

  it('writes a list one item a line', () => {
    expect(markdownText('- Point-of-sale **data**\n- Web shop orders')).toBe('• Point-of-sale data\n• Web shop orders')
    expect(markdownText('3. Export\n4. Load\n    - by night')).toBe('3. Export\n4. Load\n  • by night')
  })

  it('drops HTML tags rather than printing them', () => {
    expect(markdownText('Costs <b>fell</b>.')).toBe('Costs fell.')
  })
})

describe('describeFormats', () => {
  it('lists the formats in words', () => {
    expect(describeFormats(MARKDOWN_FORMATS)).toBe('bold, italic, links, bulleted lists and numbered lists')
  })
})
