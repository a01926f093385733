import { describe, expect, it } from 'vitest'

import { isNoindexPage, summarize } from './summary.mjs'

describe('perf summary', () => {
  it('checks a page marked noindex on purpose without the audit that noindex fails', () => {
    expect(isNoindexPage('<head><meta name="robots" content="noindex"/></head>')).toBe(true)
    expect(isNoindexPage('<head><meta name="description" content="noindex is a word"/></head>')).toBe(false)
    const audit = (score) => ({ score, scoreDisplayMode: 'binary' })
    const lhr = {
      categories: {
        performance: { score: 1, auditRefs: [] },
        accessibility: { score: 1, auditRefs: [] },
        'best-practices': { score: 1, auditRefs: [] },
        seo: {
          score: 0.69,
          auditRefs: [
            { id: 'is-crawlable', weight: 4.043 },
            { id: 'document-title', weight: 1 },
          ],
        },
      },
      audits: { 'is-crawlable': audit(0), 'document-title': audit(1) },
    }
    expect(summarize('/pagenotfound', lhr, { noindex: true }).gateScores.seo).toBe(100)
    expect(summarize('/pagenotfound', lhr).gateScores.seo).toBe(69)
  })
})
