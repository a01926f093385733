// The company-wide figures (250+ projects, 60+ clients...) are written once, in settings.yaml.
// Prose elsewhere names them as placeholders, `{{figure.projects}}`, filled in before a file is
// checked against its schema (so length limits count the real text). A figure typed out instead
// ("250+") is a problem: it would go stale the day the settings change.
import { fieldPath } from './content-error'

export type Figures = Record<string, { value: string }>

const PLACEHOLDER = /\{\{\s*figure\.([A-Za-z]+)\s*\}\}/g

/** Every string in `raw` with its placeholders filled in, and a line per unknown or retyped figure. */
export function fillFigurePlaceholders(raw: unknown, file: string, figures: Figures): { raw: unknown; problems: string[] } {
  const problems: string[] = []
  const retyped = Object.entries(figures).map(([key, { value }]) => ({ key, value, pattern: figurePattern(value) }))

  function fill(value: unknown, path: PropertyKey[]): unknown {
    if (typeof value === 'string') {
      for (const { key, value: figure, pattern } of retyped) {
        if (pattern.test(value)) problems.push(`${file}: ${fieldPath(path)}: write {{figure.${key}}} instead of "${figure}" (settings.yaml: companyFigures.${key})`)
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

/** "250+" as written in prose: not part of a longer number ("1250+"), with or without a space before "%". */
function figurePattern(value: string) {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%$/, ' ?%')
  return new RegExp(`(?<![\\d.,])${escaped}`)
}
