import { describe, expect, it } from 'vitest'

import { BROCHURE_PAPERS } from './brochure-papers'
import { brochureCoverHref, brochureHref, brochures, getBrochureAsset } from './brochures'

describe('brochure files', () => {
  it('finds every file the build writes back from its name: each edition and the cover', () => {
    for (const brochure of brochures) {
      for (const paper of BROCHURE_PAPERS) {
        const name = brochureHref(brochure.slug, paper).replace('/brochures/', '')
        expect(getBrochureAsset(name)).toEqual({ brochure, kind: 'pdf', paper })
      }
      expect(getBrochureAsset(brochureCoverHref(brochure.slug).replace('/brochures/', ''))).toEqual({ brochure, kind: 'cover' })
    }
  })

  it('names the A4 edition <slug>.pdf and the Letter one <slug>-letter.pdf, and nothing else', () => {
    expect(brochureHref('data-and-ai')).toBe('/brochures/data-and-ai.pdf')
    expect(brochureHref('data-and-ai', 'LETTER')).toBe('/brochures/data-and-ai-letter.pdf')
    for (const name of ['data-and-ai', 'data-and-ai.png', 'data-and-ai-a4.pdf', 'no-such-brochure.pdf', '../data-and-ai.pdf']) expect(getBrochureAsset(name), name).toBeUndefined()
  })
})
