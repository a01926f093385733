// CSP hashes of the inline scripts in a prerendered HTML file. React Router inlines the hydration
// context and the route-module bootstrap, and their content differs per page, so each HTML file
// needs its own list of hashes.

import { createHash } from 'node:crypto'

// `<script attrs>content</script>`; attribute values may be quoted and contain '>'.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/** 'sha256-<base64>' of a script's text, the form CSP source lists expect (without quotes). */
export function cspHash(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/**
 * Hashes of every inline script the browser would execute, in document order, without duplicates.
 * Scripts with src are covered by 'self'. JSON blocks (JSON-LD) are data the browser never runs, so
 * they are skipped to keep the header short; import maps and modules do count.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = attributes.match(TYPE_ATTRIBUTE)
    if (type && /json/i.test(type[1] ?? type[2] ?? type[3])) continue
    hashes.add(cspHash(content))
  }
  return [...hashes]
}
