// Client quotes: one file each, listed in their `order`.
import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const FILE = `${CONTENT_DIR}/testimonials/financial-services-firm.yaml`
const content = useContentCopy()

describe('testimonials', () => {
  it('writes the quotes in their order', () => {
    const quotes = content.generated('testimonials') as { slug: string }[]
    expect(quotes.map((quote) => quote.slug)).toEqual(['pharmaceutical-research-group', 'financial-services-firm', 'retail-e-commerce-company'])
  })

  it('names the file and field of a missing required field', () => {
    content.edit(FILE, (document) => document.deleteIn(['quote']))
    expect(content.problems()).toContain(`${FILE}: quote: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    content.edit(FILE, (document) => document.setIn(['order'], 'second'))
    expect(content.problems()).toContain(`${FILE}: order: Invalid input: expected number, received string`)
  })
})
