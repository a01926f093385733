import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

// Every image path written in content must ship with the site: a typo would be a broken image.
const contentDir = new URL('.', import.meta.url).pathname
const publicDir = join(contentDir, '../../public')
// Content files (content/<locale>/**/*.yaml) write paths as plain YAML values, quoted or not.
const contentFilesDir = join(contentDir, '../../content')

function files(dir: string, ending = '.ts'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name), ending)
      : entry.name.endsWith(ending) && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('images named in content', () => {
  const references = files(contentDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`](\/images\/[^'"`$]+)['"`]/g)].map((match) => ({ file: relative(contentDir, file), path: match[1]! })),
  ).concat(
    files(contentFilesDir, '.yaml').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/: '?(\/images\/[^'\s]+)'?$/gm)].map((match) => ({ file: relative(contentFilesDir, file), path: match[1]! })),
    ),
  )

  it('finds image references', () => {
    expect(references.length).toBeGreaterThan(20)
  })

  it.each(references)('$file: $path exists in public/', ({ path }) => {
    expect(existsSync(join(publicDir, path))).toBe(true)
  })
})
