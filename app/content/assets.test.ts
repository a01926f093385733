import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

// Every image path written in content must ship with the site: a typo would be a broken image.
// Content is in files under content/ (YAML values, quoted or not) and still partly in app/content/.
const projectDir = new URL('../..', import.meta.url).pathname
const publicDir = join(projectDir, 'public')
const CONTENT = /\.(ya?ml|md)$|^app\/content\/.*(?<!\.test)\.ts$/
const IMAGE_PATH = /(?:['"`]|:\s|-\s)(\/images\/[^'"`$\s]+)/g

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return CONTENT.test(relative(projectDir, path)) ? [path] : []
  })
}

describe('images named in content', () => {
  const references = ['content', 'app/content'].flatMap((dir) =>
    files(join(projectDir, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMAGE_PATH)].map((match) => ({ file: relative(projectDir, file), path: match[1]! })),
    ),
  )

  it('finds image references in content files and modules', () => {
    expect(references.length).toBeGreaterThan(20)
    expect(references.map((reference) => reference.file)).toContain('content/en/pages/brochures.yaml')
  })

  it.each(references)('$file: $path exists in public/', ({ path }) => {
    expect(existsSync(join(publicDir, path))).toBe(true)
  })
})
