import { describe, expect, it } from 'vitest'

import { type TechnologyLogo, technologyLogos } from '~/content/technology-logos'

import { LOGO_PICTURE_SIZE, logoColor, technologyLogoPng, technologyLogoSvg } from './technology-logo-svg.server'

describe('technology logos', () => {
  it('draws every listed slug as a standalone SVG in a color visible on white', () => {
    for (const slug of technologyLogos) {
      const svg = technologyLogoSvg(slug)
      expect(svg, slug).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"/)
      const fill = /fill="#([0-9a-fA-F]{6})"/.exec(svg)?.[1]
      expect(fill, slug).toBeDefined()
      const channels = [0, 2, 4].map((offset) => parseInt(fill!.slice(offset, offset + 2), 16))
      expect(channels.reduce((sum, channel) => sum + channel, 0) / 3, slug).toBeLessThanOrEqual(220)
    }
  })

  it('draws a mark as a square PNG of LOGO_PICTURE_SIZE pixels for pages', () => {
    const png = technologyLogoPng('kubernetes')
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_PICTURE_SIZE, LOGO_PICTURE_SIZE])
  })

  it('draws near-white marks in ink', () => {
    expect(logoColor('FFFFFF')).toBe('#0b1b33')
    expect(logoColor('61DAFB')).toBe('#61DAFB')
  })

  it('names the content file when a slug is unknown', () => {
    expect(() => technologyLogoSvg('no-such-logo' as TechnologyLogo)).toThrow(/technology-logos\.ts: "no-such-logo"/)
  })
})
