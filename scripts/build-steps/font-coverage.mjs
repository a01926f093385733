// Which characters of a built page the self-hosted font subset does not have. Such a character still
// shows, in the fallback system font, but a heading that mixes two fonts looks broken: this names the
// page and the character so it can be added to app/fonts/inter-subset.json (then npm run font:subset).

import { readFileSync } from 'node:fs'

/** "U+0020-007E" / "U+00E9" -> [[0x20, 0x7e], [0xe9, 0xe9]] */
export function parseUnicodeRange(entries) {
  return entries.map((entry) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(entry.trim())
    if (!match) throw new Error(`not a unicode-range entry: ${entry}`)
    const start = parseInt(match[1], 16)
    return [start, match[2] ? parseInt(match[2], 16) : start]
  })
}

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** The text a visitor reads: no scripts, styles, tags or attribute values; entities decoded. */
export function visibleText(html) {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (entity, name) => NAMED_ENTITIES[name] ?? entity)
}

/** Characters of `text` outside `ranges`, in order of first appearance (whitespace controls excepted). */
export function charactersOutside(text, ranges) {
  const outside = new Set()
  for (const character of text) {
    const code = character.codePointAt(0)
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue
    if (!ranges.some(([start, end]) => code >= start && code <= end)) outside.add(character)
  }
  return [...outside]
}

/** One printable line per page that uses characters the font lacks. */
export function checkFontCoverage(files, unicodeRange, { label = (file) => file } = {}) {
  const ranges = parseUnicodeRange(unicodeRange)
  const lines = []
  for (const file of files) {
    const missing = charactersOutside(visibleText(readFileSync(file, 'utf8')), ranges)
    if (missing.length === 0) continue
    const described = missing.map((character) => `"${character}" U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
    lines.push(`${label(file)}: not in the font subset (app/fonts/inter-subset.json): ${described.join(', ')}`)
  }
  return lines
}
