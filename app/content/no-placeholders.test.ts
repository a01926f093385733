import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

// Content a visitor reads must be finished copy.
const PLACEHOLDER = /lorem ipsum|\bipsum\b|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text/i

describe('content has no placeholder text', () => {
  const dir = new URL('.', import.meta.url).pathname
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))

  it.each(files)('%s', (file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n')
    const hits = lines.flatMap((line, index) => (PLACEHOLDER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
    expect(hits).toEqual([])
  })
})
