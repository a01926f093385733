// Every content file the editor opens, with its form and format, and the file as the editor would
// save it unchanged. Shared by content-format.test.ts (which refuses a file a save would change)
// and `npm run content:format` (which rewrites files written by hand into that form).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { cmsConfig } from './cms-config'
import type { CmsField } from './cms-fields'
import { CONTENT_FORMATS } from './content-format.mjs'
import { saveLikeEditor } from './save-like-editor'

export type EditorEntry = { file: string; format: keyof typeof CONTENT_FORMATS; fields: CmsField[] }

type CollectionConfig = {
  files?: { file: string; fields: CmsField[] }[]
  folder?: string
  fields?: CmsField[]
  format: EditorEntry['format']
}

export function editorEntries(projectDir: string, locale = 'en'): EditorEntry[] {
  return (cmsConfig().collections as CollectionConfig[]).flatMap((collection): EditorEntry[] => {
    const { format } = collection
    if (collection.files) return collection.files.map(({ file, fields }) => ({ file: file.replace('{{locale}}', locale), format, fields }))
    const folder = collection.folder!.replace('{{locale}}', locale)
    let names: string[]
    try {
      names = readdirSync(join(projectDir, folder))
    } catch {
      return [] // a collection with no entries yet has no folder
    }
    return names.map((name) => ({ file: `${folder}/${name}`, format, fields: collection.fields! }))
  })
}

/** The entry's file as a save in the editor writes it when no field changed. */
export function savedUnchanged(projectDir: string, { file, format, fields }: EditorEntry) {
  const { fromFile, toFile } = CONTENT_FORMATS[format]
  // The editor trims a file before parsing it; the writer ends it with one newline.
  return toFile(saveLikeEditor(fromFile(readFileSync(join(projectDir, file), 'utf8').trim()), fields))
}
