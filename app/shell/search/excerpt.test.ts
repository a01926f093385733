import { describe, expect, it } from 'vitest'

import { excerpt } from './excerpt'
import { processTerm } from './search-options.mjs'

const marked = (parts: ReturnType<typeof excerpt>) => parts?.map((part) => (part.match ? `[${part.text}]` : part.text)).join('')

describe('excerpt', () => {
  it('marks every word whose index term matched, plurals and letter case included', () => {
    const parts = excerpt('Startups ship an MVP; each startup gets a plan.', new Set(['startup']), processTerm)
    expect(marked(parts)).toBe('[Startups] ship an MVP; each [startup] gets a plan.')
  })

  it('cuts a long text around the densest cluster of matches, at word boundaries', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const text = `Kubernetes once. ${filler} Kubernetes clusters run Kubernetes workloads. ${filler}`
    const result = marked(excerpt(text, new Set(['kubernete']), processTerm))
    expect(result).toMatch(/^… word54 .*\[Kubernetes\] clusters run \[Kubernetes\] workloads\. .* …$/)
  })

  it('gives null when no word matches, so the result shows its description instead', () => {
    expect(excerpt('Nothing to see here.', new Set(['kubernete']), processTerm)).toBeNull()
  })
})
