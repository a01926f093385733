import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { woffToSfnt } from './woff-to-sfnt'

const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-400-normal.woff'))

/** The table directory of a font: WOFF's (20-byte entries after a 44-byte header) or sfnt's (16 after 12). */
function tables(font: Uint8Array, isWoff: boolean) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const count = view.getUint16(isWoff ? 12 : 4)
  return Array.from({ length: count }, (_, i) => {
    const entry = isWoff ? 44 + i * 20 : 12 + i * 16
    const tag = String.fromCharCode(...font.subarray(entry, entry + 4))
    return { tag, offset: view.getUint32(entry + (isWoff ? 4 : 8)), length: view.getUint32(entry + 12) }
  })
}

describe('woffToSfnt', () => {
  it('unpacks a WOFF into the TrueType font it wraps: every table, at its original length', () => {
    const ttf = woffToSfnt(woff)
    expect(new DataView(ttf.buffer).getUint32(0)).toBe(0x00010000)
    const unpacked = tables(ttf, false)
    expect(unpacked.map(({ tag, length }) => ({ tag, length }))).toEqual(tables(woff, true).map(({ tag, length }) => ({ tag, length })))
    expect(unpacked.map(({ tag }) => tag)).toEqual(expect.arrayContaining(['glyf', 'head', 'cmap', 'GPOS']))
    // Tables start on 4-byte boundaries, and `head` carries TrueType's magic number where it should.
    for (const { offset } of unpacked) expect(offset % 4).toBe(0)
    const head = unpacked.find(({ tag }) => tag === 'head')!
    expect(new DataView(ttf.buffer).getUint32(head.offset + 12)).toBe(0x5f0f3cf5)
  })

  it('refuses a file that is not a WOFF', () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow('not a WOFF file')
  })
})
