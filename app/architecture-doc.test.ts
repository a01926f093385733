import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

// ARCHITECTURE.md names folders and files so a newcomer can find them. A rename that leaves the
// document behind fails here, and so does a new folder it does not describe.

const ROOT = new URL('..', import.meta.url).pathname
const DOC = 'ARCHITECTURE.md'

/** Folders at the repository root that git ignores (`build/`, `node_modules/`): outputs, not layout. */
function ignoredRootFolders(): Set<string> {
  const lines = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')
  return new Set(
    lines
      .map((line) => line.trim())
      .filter((line) => /^[\w.-]+\/$/.test(line))
      .map((line) => line.slice(0, -1)),
  )
}

function foldersIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

/**
 * The code spans of a Markdown text that are repository paths: a folder (`app/lib/seo/`, ends in a
 * slash) or a file under a top-level folder that exists (`server/app.mjs`). Placeholders
 * (`content/en/services/<slug>.yaml`), URLs (`/about`) and words with a slash (`text/html`) are not.
 */
function repoPaths(markdown: string, topLevel: ReadonlySet<string>): { folders: string[]; files: string[] } {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
  const paths = spans.filter((span) => /^\.?[\w-]+(?:\/[\w.+-]+)*\/?$/.test(span) && span.includes('/'))
  return {
    folders: [...new Set(paths.filter((path) => path.endsWith('/')))],
    files: [...new Set(paths.filter((path) => !path.endsWith('/') && topLevel.has(path.split('/')[0]!)))],
  }
}

describe('repoPaths', () => {
  it('finds folders and files, not placeholders, URLs or media types', () => {
    const markdown = 'See `app/lib/seo/`, `server/app.mjs`, `content/en/<slug>.yaml`, `/about`, `text/html` and `npm run build`.'
    expect(repoPaths(markdown, new Set(['app', 'server']))).toEqual({ folders: ['app/lib/seo/'], files: ['server/app.mjs'] })
  })
})

describe(DOC, () => {
  const doc = readFileSync(join(ROOT, DOC), 'utf8')
  const ignored = ignoredRootFolders()
  const rootFolders = foldersIn('.').filter((name) => name !== '.git' && !ignored.has(name))
  const { folders, files } = repoPaths(doc, new Set(rootFolders))
  const outputs = (path: string) => ignored.has(path.split('/')[0]!)
  const named = (folder: string) => [...folders, ...files].some((path) => path.startsWith(`${folder}/`))

  it('names only folders that exist', () => {
    const missing = folders.filter(
      (folder) => !outputs(folder) && !(existsSync(join(ROOT, folder)) && statSync(join(ROOT, folder)).isDirectory()),
    )
    expect(missing, `${DOC} names folders that do not exist`).toEqual([])
  })

  it('names only files that exist', () => {
    expect(
      files.filter((file) => !existsSync(join(ROOT, file))),
      `${DOC} names files that do not exist`,
    ).toEqual([])
  })

  it('describes every top-level folder of the repository, of app/ and of app/lib/', () => {
    const expected = [
      ...rootFolders,
      ...foldersIn('app').map((name) => `app/${name}`),
      ...foldersIn('app/lib').map((name) => `app/lib/${name}`),
    ]
    expect(
      expected.filter((folder) => !named(folder)),
      `folders ${DOC} does not describe`,
    ).toEqual([])
  })

  it('keeps app/lib/ grouped: every module sits in a folder named for its concern', () => {
    const loose = readdirSync(join(ROOT, 'app/lib'), { withFileTypes: true }).filter((entry) => entry.isFile())
    expect(
      loose.map((entry) => `app/lib/${entry.name}`),
      'move these into a folder of app/lib/ (see ARCHITECTURE.md)',
    ).toEqual([])
  })
})
