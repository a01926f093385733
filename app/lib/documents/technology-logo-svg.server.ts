import * as simpleIcons from 'simple-icons'

import type { TechnologyLogo } from '~/content/technology-logos'

/** Marks lighter than this (average channel, 0-255) would vanish on white and are drawn in ink. */
const NEAR_WHITE = 220
const INK = '#0b1b33'

const iconsBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]))

export function logoColor(hex: string) {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16))
  const lightness = channels.reduce((sum, channel) => sum + channel, 0) / 3
  return lightness > NEAR_WHITE ? INK : `#${hex}`
}

/** A technology's mark in its brand colour, as a standalone SVG file. */
export function technologyLogoSvg(slug: TechnologyLogo) {
  const icon = iconsBySlug.get(slug)
  if (!icon) throw new Error(`app/content/technology-logos.ts: "${slug}" is not a simple-icons slug (https://simpleicons.org)`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">` +
    `<title>${icon.title}</title><path fill="${logoColor(icon.hex)}" d="${icon.path}"/></svg>\n`
  )
}
