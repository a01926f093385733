// `npm run content:format`: rewrites every content file into the form the editor saves (key order
// of the form, no comments, trimmed values), so a later save in the editor changes only what the
// editor changed. For files written by hand; content-format.test.ts names any file that needs it.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { runnerImport } from 'vite'

const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url))
const { module } = await runnerImport(fileURLToPath(new URL('./editor-entries.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
})
let changed = 0
for (const entry of module.editorEntries(PROJECT_DIR)) {
  const path = join(PROJECT_DIR, entry.file)
  const saved = module.savedUnchanged(PROJECT_DIR, entry)
  if (saved === readFileSync(path, 'utf8')) continue
  writeFileSync(path, saved)
  console.log(`rewrote ${entry.file}`)
  changed++
}
console.log(changed ? `${changed} file(s) rewritten in the editor's form.` : 'Every content file is in the editor’s form.')
