// Plain-text tables for the benchmarks' console output: columns padded to their widest cell.

/**
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 * @param {(column: number) => boolean} [alignRight] which columns are numbers
 * @returns {string}
 */
export function formatTable(header, rows, alignRight = (column) => column > 0) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i] ?? '').length)))
  const line = (cells) =>
    cells
      .map((cell, i) => (alignRight(i) ? String(cell ?? '').padStart(widths[i]) : String(cell ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
