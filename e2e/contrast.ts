// WCAG 2.x contrast from computed CSS colours, for the tests that check a control stands out from
// what lies behind it (1.4.11 Non-text Contrast asks for 3:1).

/** The channels of a computed colour: Chromium serializes opaque sRGB colours as rgb() or rgba(). */
export function parseColor(css: string): { r: number; g: number; b: number; alpha: number } {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(css.trim())
  if (!match) throw new Error(`Not an rgb() colour: ${css}`)
  const [, r, g, b, alpha] = match
  return { r: Number(r), g: Number(g), b: Number(b), alpha: alpha === undefined ? 1 : Number(alpha) }
}

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(css: string): number {
  const { r, g, b, alpha } = parseColor(css)
  if (alpha < 1) throw new Error(`Contrast needs an opaque colour, got ${css}`)
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}
