// How the content editor reads and writes content files: registered with Sveltia CMS as custom
// formats (admin/init.js), so the editor saves with this code and not its built-in YAML writer, and
// the same code runs in Node, where content-format.test.ts saves every content file unchanged
// through it and diffs the result. admin-files.mjs serves it to the browser with `yaml` pointed at
// the package's browser build.
//
// The form is the one `yaml` writes with no forced quoting and no line folding, so an edit changes
// only the lines of the field that changed. What a save cannot keep (comments, spaces at the ends
// of a value: the editor trims every string) must not be in a content file; the test refuses it.
import { parse, stringify } from 'yaml'

/** Options of `yaml`'s writer: two-space indents, lists indented under their key, lines never folded. */
const WRITE_OPTIONS = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
}

/** A YAML file's data. Duplicate keys are refused, as the build refuses them. */
export function parseYamlFile(text) {
  return parse(text, { uniqueKeys: true }) ?? {}
}

/** The file text for `data`, ending in one newline. */
export function formatYamlFile(data) {
  return `${stringify(data, null, WRITE_OPTIONS).trim()}\n`
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n([\s\S]*))?$/

/** A Markdown file's front matter, with the prose after it as `body` (a Markdown string). */
export function parseMarkdownFile(text) {
  const parts = FRONT_MATTER.exec(text)
  if (!parts) throw new Error('a content Markdown file starts with front matter between two --- lines')
  return { ...parseYamlFile(parts[1]), body: (parts[2] ?? '').trim() }
}

/** Front matter, a blank line, the body and one newline. */
export function formatMarkdownFile({ body = '', ...frontMatter }) {
  const prose = String(body).trim()
  return `---\n${stringify(frontMatter, null, WRITE_OPTIONS).trim()}\n---\n${prose ? `\n${prose}\n` : ''}`
}

/** The formats the editor's config names, as `CMS.registerCustomFormat(name, extension, methods)` takes them. */
export const CONTENT_FORMATS = {
  'stratora-yaml': { extension: 'yaml', fromFile: parseYamlFile, toFile: formatYamlFile },
  'stratora-markdown': { extension: 'md', fromFile: parseMarkdownFile, toFile: formatMarkdownFile },
}
