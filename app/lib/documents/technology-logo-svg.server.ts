import { Resvg } from '@resvg/resvg-js'
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

/** A technology's mark in its brand color, as a standalone SVG file. */
export function technologyLogoSvg(slug: TechnologyLogo) {
  const icon = iconsBySlug.get(slug)
  if (!icon) throw new Error(`app/content/technology-logos.ts: "${slug}" is not a simple-icons slug (https://simpleicons.org)`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">` +
    `<title>${icon.title}</title><path fill="${logoColor(icon.hex)}" d="${icon.path}"/></svg>\n`
  )
}

/**
 * Pixels a side of the logo pictures pages show: three device pixels per CSS pixel at the largest
 * size a page draws one (28 px), so they stay sharp on the densest phone screens.
 */
export const LOGO_PICTURE_SIZE = 84

/**
 * A technology's mark as a PNG picture, for pages. A page could show the SVG file, but the browser
 * builds a document for every SVG image on the main thread (the home page shows twenty marks),
 * while it decodes a PNG off it.
 */
export function technologyLogoPng(slug: TechnologyLogo): Buffer {
  return new Resvg(technologyLogoSvg(slug), { fitTo: { mode: 'width', value: LOGO_PICTURE_SIZE } }).render().asPng()
}
