// Every entry the editor opens links to a page of the site: its preview path, filled in the way the
// editor fills it, is a page the build prerenders.
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { pagePaths } from '../../app/content/route-paths'
import { PREVIEW_PATHS, cmsConfig } from './cms-config'
import { CONTENT_FORMATS } from './content-format.mjs'
import { editorEntries } from './editor-entries'
import { readFileSync } from 'node:fs'

const REPO_DIR = join(import.meta.dirname, '..', '..')

/** `{{slug}}` and `{{fields.<name>}}`, the two tags the paths use. */
function fill(template: string, slug: string, data: Record<string, unknown>) {
  return template.replace('{{slug}}', slug).replace(/\{\{fields\.(\w+)\}\}/g, (_, name: string) => String(data[name]))
}

describe('the editor’s links to the site', () => {
  it('names a page for every collection', () => {
    expect(
      cmsConfig()
        .collections.map((collection) => collection.name)
        .filter((name) => !PREVIEW_PATHS[name]),
    ).toEqual([])
  })

  it.each(editorEntries(REPO_DIR).map((entry) => [entry.file, entry] as const))('open a built page for %s', (file, { format }) => {
    const collection = file.split('/')[2]!.replace(/\.yaml$/, '')
    const slug = file
      .split('/')
      .at(-1)!
      .replace(/\.\w+$/, '')
    const data = CONTENT_FORMATS[format].fromFile(readFileSync(join(REPO_DIR, file), 'utf8'))
    expect(pagePaths).toContain(fill(PREVIEW_PATHS[collection]!, slug, data))
  })

  it('go to the preview `npm run cms` runs, or else to the site the editor is served from', () => {
    expect(cmsConfig({ siteUrl: 'http://localhost:5173' })).toMatchObject({ site_url: 'http://localhost:5173' })
    expect(cmsConfig()).not.toHaveProperty('site_url')
  })
})
