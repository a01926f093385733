// A YAML syntax mistake told so an editor can find it: `file:line: not valid YAML: what`, then the
// line before, the line itself and the line after, numbered. For a line indented differently from
// its neighbors the yaml package often names the line before or after it (it cannot tell which of
// two disagreeing lines is the wrong one), so the line named is the one whose re-indenting makes the
// file valid, when there is one.
import { type ErrorCode, YAMLParseError, parseDocument } from 'yaml'

/** The errors a line indented too far or not far enough produces. */
const INDENTATION_ERRORS: ReadonlySet<ErrorCode> = new Set(['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR', 'UNEXPECTED_TOKEN'])

/** How many lines away from the line yaml names the wrongly indented line may be. */
const NEAR = 3

/** How many times a file must indent by the same step for that to be its step. */
const ENOUGH_STEPS = 3

/** Excerpt lines longer than this are cut: the line is there to be recognized, not read. */
const EXCERPT_WIDTH = 100

/**
 * The problem for `error`, thrown by the yaml package while parsing `yaml`: the YAML part of `file`,
 * which starts at line `firstLine` of the file (2 in a Markdown file, after its opening `---`).
 */
export function yamlProblem(file: string, yaml: string, error: unknown, firstLine = 1): string {
  if (!(error instanceof YAMLParseError)) return `${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`
  const lines = yaml.split(/\r?\n/)
  // A mistake found only at the end of the file (a bracket never closed) is named on its last line with text.
  let reported = yaml.slice(0, error.pos[0]).split('\n').length - 1
  while (reported > 0 && !lines[reported]?.trim()) reported--
  const wronglyIndented = INDENTATION_ERRORS.has(error.code) ? wronglyIndentedLine(lines, reported) : undefined
  const index = wronglyIndented?.index ?? reported
  const message = wronglyIndented
    ? `this line starts with ${spaces(wronglyIndented.actual)}; the lines around it need ${spaces(wronglyIndented.expected)}`
    : error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
  return [`${file}:${index + firstLine}: not valid YAML: ${message}`, ...excerpt(lines, index, firstLine)].join('\n')
}

/**
 * The line near `reported` (0-based) that, indented like a line around it, makes the YAML valid. Of
 * several such lines, the one after whose re-indenting the file's indentation steps fit it best (a
 * child two spaces in from its parent, where the file indents by two), then the nearest.
 */
function wronglyIndentedLine(lines: readonly string[], reported: number) {
  const unit = indentUnit(lines)
  const repairs: { index: number; actual: number; expected: number; misfits: number; distance: number }[] = []
  for (let distance = -NEAR; distance <= NEAR; distance++) {
    const index = reported + distance
    const line = lines[index]
    if (line === undefined || !isContent(line)) continue
    const actual = indentOf(line)
    for (const expected of indentsAround(lines, index, unit)) {
      if (expected === actual) continue
      const repaired = lines.with(index, ' '.repeat(expected) + line.trimStart())
      if (parseDocument(repaired.join('\n'), { uniqueKeys: true }).errors.length) continue
      repairs.push({ index, actual, expected, misfits: misfits(repaired, unit), distance: Math.abs(distance) })
    }
  }
  return repairs.sort((a, b) => a.misfits - b.misfits || a.distance - b.distance)[0]
}

/** The indentations a line at `index` could have: the lines' before and after it, a child's of the line before, each enclosing level's. */
function indentsAround(lines: readonly string[], index: number, unit: number) {
  const before = lines.slice(0, index).filter(isContent).map(indentOf).reverse()
  const after = lines.slice(index + 1).find(isContent)
  const enclosing = before.filter((indent, i) => before.slice(0, i).every((inner) => indent < inner))
  const previous = before.slice(0, 1)
  return [...new Set([...previous, ...(after === undefined ? [] : [indentOf(after)]), ...previous.map((indent) => indent + unit), ...enclosing, 0])]
}

/**
 * The step by which the file indents a child from its parent: the most common increase from one
 * line to the next, or two spaces (what the editor writes) in a file too short to tell.
 */
function indentUnit(lines: readonly string[]) {
  const counts = new Map<number, number>()
  for (const step of steps(lines)) if (step > 0) counts.set(step, (counts.get(step) ?? 0) + 1)
  const [unit, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [2, 0]
  return count >= ENOUGH_STEPS ? unit : 2
}

/** How many lines are indented further than one step in from the line before them. */
function misfits(lines: readonly string[], unit: number) {
  return steps(lines).filter((step) => step > 0 && step !== unit).length
}

function steps(lines: readonly string[]) {
  const indents = lines.filter(isContent).map(indentOf)
  return indents.slice(1).map((indent, i) => indent - indents[i]!)
}

function isContent(line: string) {
  return line.trim() !== '' && !line.trimStart().startsWith('#')
}

function indentOf(line: string) {
  return /^ */.exec(line)![0].length
}

function spaces(count: number) {
  return count === 0 ? 'no spaces' : count === 1 ? '1 space' : `${count} spaces`
}

/** The line at `index` between its neighbors, numbered as in the file, the line itself marked. */
function excerpt(lines: readonly string[], index: number, firstLine: number) {
  const shown = [index - 1, index, index + 1].filter((i) => i >= 0 && i < lines.length)
  const width = String(shown.at(-1)! + firstLine).length
  return shown.map((i) => {
    const text = lines[i]!.length > EXCERPT_WIDTH ? `${lines[i]!.slice(0, EXCERPT_WIDTH - 1)}…` : lines[i]!
    return `  ${i === index ? '>' : ' '} ${String(i + firstLine).padStart(width)} | ${text}`.trimEnd()
  })
}
