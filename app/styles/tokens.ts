// The palette of app/styles/app.css for code that draws outside CSS: the brochure PDFs
// (app/documents/brochure/), which cannot read Tailwind's theme. Same names and values as the
// `--color-*` tokens there; tokens.test.ts fails when the two disagree, so change both together.

export const colors = {
  ink: {
    950: '#071224',
    900: '#0b1b33',
    800: '#16294a',
    700: '#2a3d5e',
    600: '#475775',
    500: '#5f6d87',
    300: '#b5bfd0',
    200: '#d7dde8',
    100: '#e9edf4',
    50: '#f5f7fb',
  },
  brand: {
    50: '#eef3ff',
    100: '#dbe5ff',
    200: '#bccfff',
    300: '#8eadff',
    400: '#5b84f7',
    500: '#3563ea',
    600: '#2450d4',
    700: '#1d3fab',
    800: '#1b3587',
  },
  accent: {
    500: '#0ea5a0',
    600: '#0b7f7b',
    700: '#096764',
  },
  caution: {
    50: '#fff6e5',
    500: '#e8a13a',
    700: '#a15c07',
  },
  danger: {
    50: '#fdeeec',
    500: '#e5533f',
    700: '#b42318',
  },
} as const

/** `--color-ink-900` and the like: every token above under the name app.css gives it. */
export function cssColorTokens(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([scale, shades]) => Object.entries(shades).map(([shade, hex]) => [`--color-${scale}-${shade}`, hex])),
  )
}
