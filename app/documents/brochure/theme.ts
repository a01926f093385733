import { StyleSheet } from '@react-pdf/renderer'

import { colors } from '~/styles/tokens'

import { DOCUMENT_FONT } from '../fonts'

// The brochure's type scale, spacing and colors: the site's tokens (app/styles/tokens.ts) set for
// print. Sizes are points; spacing follows a 4 pt grid, as the site's follows 8 px.

export const PAPER = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
} as const

export const MARGIN = { x: 54, top: 64, bottom: 72 } as const

export const type = {
  display: 36,
  title: 26,
  heading: 15,
  subheading: 10.5,
  lead: 11.5,
  body: 9.5,
  small: 8.5,
  caption: 7.5,
} as const

export const ink = colors.ink
export const brand = colors.brand
export const accent = colors.accent
export const caution = colors.caution

export const styles = StyleSheet.create({
  page: {
    fontFamily: DOCUMENT_FONT,
    fontSize: type.body,
    lineHeight: 1.5,
    color: ink[800],
    paddingTop: MARGIN.top,
    paddingBottom: MARGIN.bottom,
    paddingHorizontal: MARGIN.x,
  },
  eyebrow: {
    fontSize: type.caption,
    fontWeight: 600,
    letterSpacing: 0.6,
    textTransform: 'uppercase',
    color: brand[600],
    marginBottom: 6,
  },
  title: { fontSize: type.title, fontWeight: 700, lineHeight: 1.15, letterSpacing: -0.4, color: ink[900] },
  heading: { fontSize: type.heading, fontWeight: 600, lineHeight: 1.25, letterSpacing: -0.2, color: ink[900] },
  subheading: { fontSize: type.subheading, fontWeight: 600, lineHeight: 1.3, color: ink[900] },
  lead: { fontSize: type.lead, lineHeight: 1.45, color: ink[700] },
  body: { fontSize: type.body, lineHeight: 1.5, color: ink[700] },
  small: { fontSize: type.small, lineHeight: 1.45, color: ink[600] },
  caption: { fontSize: type.caption, lineHeight: 1.4, color: ink[500] },
  link: { color: brand[700], textDecoration: 'none' },
  rule: { height: 0.75, backgroundColor: ink[100] },
})
