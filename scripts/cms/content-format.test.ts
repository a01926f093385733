// A save in the editor changes only what the editor changed: every content file, read and saved
// unchanged through the editor's own format code (content-format.mjs) after the editor's own
// normalization (save-like-editor.ts), is byte for byte the file it was. A file that fails names
// the first line a save would change.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { CONTENT_FORMATS, formatMarkdownFile, formatYamlFile, parseMarkdownFile, parseYamlFile } from './content-format.mjs'
import { editorEntries, savedUnchanged } from './editor-entries'

const REPO_DIR = join(import.meta.dirname, '..', '..')

/** The first line where `after` differs from `before`, for a message a person can act on. */
function firstChange(before: string, after: string) {
  const [a, b] = [before.split('\n'), after.split('\n')]
  const line = a.findIndex((text, i) => text !== b[i])
  return line === -1
    ? 'the file ends differently'
    : `line ${line + 1}: ${JSON.stringify(a[line])} would become ${JSON.stringify(b[line] ?? '')}`
}

describe('saving an entry unchanged in the editor', () => {
  const entries = editorEntries(REPO_DIR)

  it('opens every content file in a format of content-format.mjs', () => {
    expect(entries.length).toBeGreaterThan(40)
    expect(new Set(entries.map((entry) => entry.format))).toEqual(new Set(Object.keys(CONTENT_FORMATS)))
  })

  it.each(entries.map((entry) => [entry.file, entry] as const))('leaves %s byte for byte as it was', (file, entry) => {
    const text = readFileSync(join(REPO_DIR, file), 'utf8')
    const saved = savedUnchanged(REPO_DIR, entry)
    if (saved !== text) {
      expect.fail(
        `${file}: a save in the editor would change it (it keeps no comments, no spaces at a value's ends, and writes keys in the form's order): ${firstChange(text, saved)}. Run npm run content:format.`,
      )
    }
  })
})

describe('the content formats', () => {
  it('write a change to one field as a change to that field only', () => {
    const text = 'title: A\nfaqs:\n  - question: Why?\n    answers:\n      - Because.\n'
    const data = parseYamlFile(text) as { faqs: { answers: string[] }[] }
    data.faqs[0]!.answers[0] = 'It depends: see the audit.'
    expect(formatYamlFile(data)).toBe("title: A\nfaqs:\n  - question: Why?\n    answers:\n      - 'It depends: see the audit.'\n")
  })

  it('keep a Markdown body after the front matter, separated by one blank line', () => {
    const text = '---\ntitle: A story\n---\n\nFirst paragraph.\n\n- a list item\n'
    expect(parseMarkdownFile(text)).toEqual({ title: 'A story', body: 'First paragraph.\n\n- a list item' })
    expect(formatMarkdownFile(parseMarkdownFile(text))).toBe(text)
  })
})
