import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, matchesGlob, posix } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { STATIC_REGION_FILES } from './static-regions.js'

// The static-region lint reaches the sections folder by its place and a few shared modules by name
// (STATIC_REGION_FILES). A module added next to those, say a new primitive in app/components/ui/
// that only sections render, would escape the lint unless someone remembered to list it. This test
// reads the import graph of app/ and names every such module, so forgetting fails the build.

const root = fileURLToPath(new URL('..', import.meta.url))
const APP = 'app'
const isTest = (file: string) => /\.test\.tsx?$/.test(file)
// Build-time only: the PDF brochures never run in a browser, so being rendered there changes nothing.
const BUILD_ONLY = ['app/documents/**']
// The one module of app/components/ the browser loads without React (lucide's names for the sprite).
const NOT_COMPONENTS = ['app/components/ui/ui-icon-names.ts']

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name)
    if (entry.isDirectory()) return path === 'app/generated' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The project file an import specifier names, or null for a package or a generated file. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/')
    ? posix.join(APP, specifier.slice(2))
    : specifier.startsWith('.')
      ? posix.join(posix.dirname(from), specifier)
      : null
  if (base === null) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) ?? null
}

function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8')
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!)
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((path): path is string => path !== null)
}

const matchesAny = (file: string, globs: readonly string[]) => globs.some((glob) => matchesGlob(file, glob))

const files = sourceFiles(APP).filter((file) => !isTest(file))
const importers = new Map<string, string[]>()
for (const file of files) for (const imported of importsOf(file)) importers.set(imported, [...(importers.get(imported) ?? []), file])

describe('the static-region lint reaches every module that only static regions render', () => {
  it('reads the import graph (the sections import the primitives)', () => {
    expect(importers.get('app/components/ui/section.tsx')?.some((file) => file.startsWith('app/components/sections/'))).toBe(true)
  })

  it('lists every component module imported only by static-region files or build-time documents', () => {
    const missing = files
      .filter((file) => file.startsWith('app/components/') && !matchesAny(file, STATIC_REGION_FILES) && !matchesAny(file, NOT_COMPONENTS))
      .filter((file) => {
        const users = importers.get(file) ?? []
        return users.length > 0 && users.every((user) => matchesAny(user, STATIC_REGION_FILES) || matchesAny(user, BUILD_ONLY))
      })
    expect(missing, 'add these to STATIC_REGION_FILES in eslint/static-regions.js').toEqual([])
  })

  it('names only files that exist', () => {
    const named = STATIC_REGION_FILES.filter((glob) => !glob.includes('*'))
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([])
  })
})
