// The company-wide figures (250+ projects, 60+ clients...) are written once, in settings.yaml.
// Prose elsewhere names them as placeholders, `{{figure.projects}}`, filled in before a file is
// checked against its schema (so length limits count the real text). A figure typed out instead
// ("250+ projects delivered") is a problem: it would go stale the day the settings change. A number
// that only equals a figure ("costs fell 50%") is not one: the sentence must also name what the
// figure counts.
import { fieldPath } from './content-error'

export type Figures = Record<string, { value: string; label: string }>

const PLACEHOLDER = /\{\{\s*figure\.([A-Za-z]+)\s*\}\}/g

/** Every string in `raw` with its placeholders filled in, and a line per unknown or retyped figure. */
export function fillFigurePlaceholders(raw: unknown, file: string, figures: Figures): { raw: unknown; problems: string[] } {
  const problems: string[] = []
  const retyped = Object.entries(figures).map(([key, { value, label }]) => ({ key, value, pattern: figurePattern(value), words: subjectWords(key, label) }))

  function fill(value: unknown, path: PropertyKey[]): unknown {
    if (typeof value === 'string') {
      for (const { key, value: figure, pattern, words } of retyped) {
        if (statesFigure(value, pattern, words)) problems.push(`${file}: ${fieldPath(path)}: write {{figure.${key}}} instead of "${figure}" (settings.yaml: companyFigures.${key})`)
      }
      return value.replace(PLACEHOLDER, (placeholder, key: string) => {
        const figure = figures[key]
        if (figure) return figure.value
        problems.push(`${file}: ${fieldPath(path)}: no company figure "${key}" (figures: ${Object.keys(figures).join(', ')})`)
        return placeholder
      })
    }
    if (Array.isArray(value)) return value.map((item, i) => fill(item, [...path, i]))
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...path, key])]))
    }
    return value
  }

  return { raw: fill(raw, []), problems }
}

/**
 * Words that say a number is the company figure it equals: the figure's key and label ("women",
 * "workforce" for 50%), and the words prose uses for them. Whole words, so "the client" in a story
 * does not make its "60+ steps" the 60+ clients.
 */
const SUBJECT_WORDS: Record<string, readonly string[]> = {
  projects: ['engagements'],
  clients: ['customers'],
  workforce: ['people', 'employees', 'staff', 'engineers', 'specialists', 'colleagues'],
  women: ['female'],
  savings: ['saved', 'saving', 'save'],
}
const NOT_SUBJECTS = new Set(['in', 'the', 'of', 'and', 'a', 'our'])
/** How many words before or after the number may name what it counts. */
const NEAR = 4

function subjectWords(key: string, label: string): ReadonlySet<string> {
  return new Set([key, ...wordsOf(label), ...(SUBJECT_WORDS[key] ?? [])].map((word) => word.toLowerCase()).filter((word) => !NOT_SUBJECTS.has(word)))
}

/** Whether `text` has the figure's value with a word for what it counts near it, in the same sentence. */
function statesFigure(text: string, pattern: RegExp, subjects: ReadonlySet<string>) {
  return text.split(/(?<=[.!?;])\s+|\n/).some((sentence) =>
    [...sentence.matchAll(pattern)].some(({ index, 0: match }) => {
      const near = [...wordsOf(sentence.slice(0, index)).slice(-NEAR), ...wordsOf(sentence.slice(index + match.length)).slice(0, NEAR)]
      return near.some((word) => subjects.has(word.toLowerCase()))
    }),
  )
}

function wordsOf(text: string) {
  return text.match(/[a-z]+/gi) ?? []
}

/** "250+" as written in prose: not part of a longer number ("1250+"), with or without a space before "%". */
function figurePattern(value: string) {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%$/, ' ?%')
  return new RegExp(`(?<![\\d.,])${escaped}`, 'g')
}
