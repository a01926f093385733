import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { charactersOutside, checkFontCoverage, parseUnicodeRange, visibleText } from './font-coverage.mjs'
import { loadFontSubset } from './subset-font.mjs'

describe('font coverage', () => {
  it('declares in app.css exactly the characters the committed subset has', () => {
    const css = readFileSync(new URL('../../app/styles/app.css', import.meta.url), 'utf8')
    const declared = /unicode-range:([^;]+);/
      .exec(css)?.[1]
      .split(',')
      .map((entry) => entry.trim())
    expect(declared).toEqual(loadFontSubset().unicodeRange)
  })

  it('reads only the text a visitor sees', () => {
    const text = visibleText('<p title="ü">a&amp;b&#8212;c&nbsp;</p><script>"é"</script>')
    expect(text).toContain('a&b\u2014c\u00a0')
    expect(text).not.toMatch(/[üé]/)
  })

  it('finds characters outside the ranges', () => {
    const ranges = parseUnicodeRange(['U+0020-007E', 'U+2014'])
    expect(charactersOutside('Zoë — café\n', ranges)).toEqual(['ë', 'é'])
    expect(() => parseUnicodeRange(['0041'])).toThrow(/not a unicode-range entry/)
  })

  it('names the page and each missing character', () => {
    const dir = mkdtempSync(join(tmpdir(), 'font-coverage-'))
    writeFileSync(join(dir, 'ok.html'), '<p>Plain — text</p>')
    writeFileSync(join(dir, 'bad.html'), '<h1>Zoë’s café in Kraków, Ærø</h1>')
    const lines = checkFontCoverage([join(dir, 'ok.html'), join(dir, 'bad.html')], loadFontSubset().unicodeRange, {
      label: (file) => file.slice(dir.length + 1),
    })
    expect(lines).toEqual(['bad.html: not in the font subset (app/fonts/inter-subset.json): "Æ" U+00C6, "ø" U+00F8'])
  })
})
