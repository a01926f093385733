import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

// Content a visitor reads must be finished copy.
const PLACEHOLDER = /lorem ipsum|\bipsum\b|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text/i

const contentDir = new URL('.', import.meta.url).pathname

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('content has no placeholder text', () => {
  const files = contentFiles(contentDir).map((path) => relative(contentDir, path))

  it('finds the content modules, including subfolders', () => {
    expect(files).toContain('services/business-intelligence.ts')
  })

  it.each(files)('%s', (file) => {
    const lines = readFileSync(join(contentDir, file), 'utf8').split('\n')
    const hits = lines.flatMap((line, index) => (PLACEHOLDER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
    expect(hits).toEqual([])
  })
})
