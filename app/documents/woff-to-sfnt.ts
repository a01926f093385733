import { inflateSync } from 'node:zlib'

// fontsource ships Inter's static instances as WOFF and WOFF2 only. The PDF renderer's font engine
// (fontkit) reads WOFF, but inflates a table again on every access: embedding a subset then spends
// most of a brochure's rendering time re-inflating `glyf` glyph by glyph, and it cannot read these
// WOFF2 files at all. So documents get the plain TrueType font inside the WOFF, unpacked once.

/** The TrueType (sfnt) font a WOFF 1.0 file wraps: the same tables, uncompressed. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) throw new Error('woffToSfnt: not a WOFF file (no wOFF signature)')
  const flavor = view.getUint32(4)
  const numTables = view.getUint16(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((at) => view.getUint32(entry + at)) as [
      number,
      number,
      number,
      number,
      number,
    ]
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored
    if (data.length !== origLength) throw new Error(`woffToSfnt: table ${tag.toString(16)} is ${data.length} bytes, not ${origLength}`)
    return { tag, checksum, data }
  })
  const padded = (length: number) => (length + 3) & ~3
  const headerLength = 12 + numTables * 16
  const sfnt = new Uint8Array(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0))
  const out = new DataView(sfnt.buffer)
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  out.setUint32(0, flavor)
  out.setUint16(4, numTables)
  out.setUint16(6, searchRange)
  out.setUint16(8, entrySelector)
  out.setUint16(10, numTables * 16 - searchRange)
  let offset = headerLength
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    out.setUint32(record, table.tag)
    out.setUint32(record + 4, table.checksum)
    out.setUint32(record + 8, offset)
    out.setUint32(record + 12, table.data.length)
    sfnt.set(table.data, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
