// Validates every prerendered HTML file with html-validate, using the project's .htmlvalidate.mjs
// (found by walking up from each file). Prints one line per problem, file:line:column, rule, message
// and the element's selector (prerendered pages are one long line, so the selector finds the element),
// and exits non-zero when there is any error. It also fails when a page uses a character the
// self-hosted font subset lacks (scripts/build-steps/font-coverage.mjs).
//
//   node scripts/build-steps/validate-html.mjs [directory]   (default: build/client)

import { existsSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

import { checkFontCoverage } from './font-coverage.mjs'
import { loadFontSubset } from './subset-font.mjs'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Every .html file below `dir`, including dot-directories: nothing is skipped. */
export function listHtmlFiles(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...listHtmlFiles(path))
    else if (entry.isFile() && entry.name.endsWith('.html')) files.push(path)
  }
  return files.sort()
}

/** Validates the files; returns the problems as printable lines and the number of errors. */
export async function validateHtml(files, { cwd = process.cwd() } = {}) {
  // The project configuration applies to files anywhere (a directory outside the project too);
  // inside it, the loader also finds the same file by walking up, which changes nothing.
  const { default: projectConfig } = await import(pathToFileURL(join(projectRoot, '.htmlvalidate.mjs')).href)
  const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader(projectConfig))
  const lines = []
  let errors = 0
  let warnings = 0
  for (const file of files) {
    const report = await htmlvalidate.validateFile(file)
    for (const result of report.results) {
      for (const message of result.messages) {
        const level = message.severity === 2 ? 'error' : 'warning'
        if (level === 'error') errors++
        else warnings++
        const where = message.selector ? ` (${message.selector})` : ''
        lines.push(`${relative(cwd, file)}:${message.line}:${message.column} ${level} [${message.ruleId}] ${message.message}${where}`)
      }
    }
  }
  return { lines, errors, warnings }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? join(projectRoot, 'build', 'client'))
  if (!existsSync(dir)) {
    console.error(`validate-html: ${dir} does not exist; run npm run build first.`)
    process.exit(1)
  }
  const files = listHtmlFiles(dir)
  if (files.length === 0) {
    console.error(`validate-html: no HTML files in ${dir}`)
    process.exit(1)
  }
  const { lines, errors, warnings } = await validateHtml(files)
  for (const line of lines) console.log(line)
  console.log(`validate-html: ${files.length} files, ${errors} errors, ${warnings} warnings`)
  const fontProblems = checkFontCoverage(files, loadFontSubset().unicodeRange, { label: (file) => relative(process.cwd(), file) })
  for (const line of fontProblems) console.log(line)
  console.log(`validate-html: ${fontProblems.length} pages use characters outside the font subset`)
  process.exit(errors > 0 || fontProblems.length > 0 ? 1 : 0)
}
