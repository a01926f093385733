// A benchmark's Markdown report in reports/: its title, when and on which commit it ran, what it
// measured and the table it printed.

import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { PROJECT_DIR } from './built-pages.mjs'

/** Writes reports/<name>.md and returns its path. */
export function writeTableReport(name, { heading, title, table }) {
  const path = join(PROJECT_DIR, 'reports', `${name}.md`)
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_DIR, encoding: 'utf8' }).trim()
  const date = new Date().toISOString().slice(0, 10)
  writeFileSync(path, `# ${heading}\n\n${date}, the build of the working tree at ${commit}. ${title}\n\n\`\`\`\n${table}\n\`\`\`\n`)
  return path
}
