import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

// Content a visitor reads must be finished copy.
const PLACEHOLDER = /lorem ipsum|\bipsum\b|coming soon|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder text/i

const projectDir = new URL('../..', import.meta.url).pathname
/** The content files (content/) and the content still written as TypeScript (app/content/). */
const CONTENT = /\.(ya?ml|md)$|^app\/content\/.*(?<!\.test)\.ts$/

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(path)
    return CONTENT.test(relative(projectDir, path)) ? [path] : []
  })
}

describe('content has no placeholder text', () => {
  const files = ['content', 'app/content'].flatMap((dir) => contentFiles(join(projectDir, dir))).map((path) => relative(projectDir, path))

  it('finds the content files and modules, including subfolders', () => {
    expect(files).toContain('content/en/services/business-intelligence.yaml')
    expect(files).toContain('app/content/home.ts')
  })

  it.each(files)('%s', (file) => {
    const lines = readFileSync(join(projectDir, file), 'utf8').split('\n')
    const hits = lines.flatMap((line, index) => (PLACEHOLDER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
    expect(hits).toEqual([])
  })
})
