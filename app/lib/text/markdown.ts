// Markdown prose (a success story's body) at build time: split into blocks when its file is read,
// checked against the formats the editor offers (app/content/markdown-formats.ts), and turned into
// tokens for the page (markdown-prose.tsx) or into plain text for documents. marked is used as a
// lexer only: the site renders the tokens it knows itself, so raw HTML in a file is never passed
// through. Relative imports only: the content plugin loads this module before Vite's aliases exist.
import { Lexer, type MarkedToken, type Tokens, walkTokens } from 'marked'

import type { MarkdownFormat } from '../../content/markdown-formats'

/** The tokens of some Markdown, GitHub's flavor (so tables and ~~strikes~~ are recognized, and refused). */
export function markdownTokens(markdown: string): MarkedToken[] {
  // Without extensions the lexer makes only marked's own tokens.
  return Lexer.lex(markdown, { gfm: true }) as MarkedToken[]
}

/**
 * Markdown prose as its blocks, in order: each paragraph as one line (its line breaks are spaces on
 * the page), each list as written (its lines are its items).
 */
export function markdownBlocks(markdown: string): string[] {
  return markdownTokens(markdown).flatMap((token) => {
    if (token.type === 'space') return []
    if (token.type === 'paragraph') return [oneLine(token.raw)]
    const block = token.raw.replace(/^(\s*\r?\n)+/, '').trimEnd()
    return block ? [block] : []
  })
}

function oneLine(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
}

/** What a link in prose leads to; `undefined` for a target the site does not link to (`javascript:`). */
export type ProseLinkKind = 'page' | 'section' | 'external' | 'email' | 'phone'

export function proseLinkKind(href: string): ProseLinkKind | undefined {
  if (/^\/(?!\/)\S*$/.test(href)) return 'page'
  if (/^#\S+$/.test(href)) return 'section'
  if (/^https?:\/\/[^\s/]+\S*$/i.test(href)) return 'external'
  if (/^mailto:\S+@\S+$/i.test(href)) return 'email'
  if (/^tel:\+?[\d\s()-]+$/i.test(href)) return 'phone'
  return undefined
}

/** The address of every link in `block`, in order, lists' items included. */
export function proseLinkTargets(block: string): string[] {
  const targets: string[] = []
  walkTokens(markdownTokens(block), (token) => {
    if (token.type === 'link') targets.push(token.href)
  })
  return targets
}

const FORMAT_NAMES: Record<MarkdownFormat, string> = {
  bold: 'bold',
  italic: 'italic',
  link: 'links',
  'bulleted-list': 'bulleted lists',
  'numbered-list': 'numbered lists',
}

/** What the prose may use, in words: "bold, italic, links, bulleted lists and numbered lists". */
export function describeFormats(formats: readonly MarkdownFormat[]) {
  const names = formats.map((format) => FORMAT_NAMES[format])
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'no formatting')
}

/**
 * Each piece of Markdown in `block` that is not one of `formats`, in words an editor can act on (the
 * page would show its marks as typed, or drop it). Empty when the block is fine.
 */
export function markdownProblems(block: string, formats: readonly MarkdownFormat[]): string[] {
  const allowed = new Set(formats)
  const problems: string[] = []
  const refused = new Set<string>()
  // Each kind once a block: `<b>…</b>` is one piece of HTML to an editor, though two tags to the lexer.
  const refuse = (what: string, raw: string) => {
    if (refused.has(what)) return
    refused.add(what)
    problems.push(`${what} (${quote(raw)}): the page shows only ${describeFormats(formats)}`)
  }
  const allows = (format: MarkdownFormat, what: string, raw: string) => {
    if (!allowed.has(format)) refuse(what, raw)
    return allowed.has(format)
  }

  function blocks(tokens: readonly MarkedToken[]) {
    for (const token of tokens) {
      switch (token.type) {
        case 'space':
        case 'checkbox':
          break
        case 'paragraph':
        case 'text':
          inline((token.tokens ?? []) as MarkedToken[])
          break
        case 'list':
          if (!allows(token.ordered ? 'numbered-list' : 'bulleted-list', token.ordered ? 'a numbered list' : 'a bulleted list', token.raw))
            break
          for (const item of token.items) {
            if (item.task) refuse('a checklist item', item.raw)
            blocks(item.tokens as MarkedToken[])
          }
          break
        default:
          refuse(BLOCK_NAMES[token.type] ?? `Markdown of the kind "${token.type}"`, token.raw)
      }
    }
  }

  function inline(tokens: readonly MarkedToken[]) {
    for (const token of tokens) {
      switch (token.type) {
        case 'text':
        case 'escape':
        case 'br':
          break
        case 'strong':
          if (allows('bold', 'bold text', token.raw)) inline(token.tokens as MarkedToken[])
          break
        case 'em':
          if (allows('italic', 'italic text', token.raw)) inline(token.tokens as MarkedToken[])
          break
        case 'link':
          if (!allows('link', 'a link', token.raw)) break
          if (!proseLinkKind(token.href)) {
            problems.push(
              `a link to "${token.href}" (${quote(token.raw)}): link to a page of this site (/about), a section of the page (#benefits), a web address (https://…), an email address (mailto:…) or a phone number (tel:…)`,
            )
          }
          inline(token.tokens as MarkedToken[])
          break
        default:
          refuse(INLINE_NAMES[token.type] ?? `Markdown of the kind "${token.type}"`, token.raw)
      }
    }
  }

  blocks(markdownTokens(block))
  return problems
}

const BLOCK_NAMES: Partial<Record<MarkedToken['type'], string>> = {
  heading: 'a heading',
  blockquote: 'a quote',
  code: 'a code block',
  hr: 'a horizontal rule',
  table: 'a table',
  html: 'HTML',
  def: 'a link definition (write links as [words](address))',
}

const INLINE_NAMES: Partial<Record<MarkedToken['type'], string>> = {
  codespan: 'code',
  del: 'strikethrough',
  image: 'an image',
  html: 'HTML',
}

function quote(raw: string) {
  const line = oneLine(raw)
  return `"${line.length > 40 ? `${line.slice(0, 39)}…` : line}"`
}

/**
 * A block as plain text, for places that show no formatting (the brochures): the words without
 * Markdown's marks, a list as one line per item ("• item", "1. item").
 */
export function markdownText(block: string): string {
  return markdownTokens(block)
    .map((token) => blockText(token, ''))
    .filter(Boolean)
    .join('\n')
}

function blockText(token: MarkedToken, indent: string): string {
  switch (token.type) {
    case 'space':
    case 'checkbox':
    case 'hr':
    case 'def':
    case 'html':
      return ''
    case 'list':
      return token.items.map((item, i) => listItemText(item, token.ordered ? `${Number(token.start || 1) + i}.` : '•', indent)).join('\n')
    case 'blockquote':
      return (token.tokens as MarkedToken[])
        .map((child) => blockText(child, indent))
        .filter(Boolean)
        .join('\n')
    default:
      return 'tokens' in token && token.tokens
        ? oneLine(inlineText(token.tokens as MarkedToken[]))
        : oneLine('text' in token ? token.text : token.raw)
  }
}

function listItemText(item: Tokens.ListItem, marker: string, indent: string) {
  const parts = (item.tokens as MarkedToken[]).map((token) => blockText(token, `${indent}  `)).filter(Boolean)
  const [first = '', ...nested] = parts
  return [`${indent}${marker} ${first}`, ...nested].join('\n')
}

function inlineText(tokens: readonly MarkedToken[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'br':
          return ' '
        case 'html':
          return ''
        case 'strong':
        case 'em':
        case 'del':
        case 'link':
        case 'image':
          return inlineText(token.tokens as MarkedToken[])
        default:
          return 'text' in token ? token.text : token.raw
      }
    })
    .join('')
}
