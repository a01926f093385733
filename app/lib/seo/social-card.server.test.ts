import { describe, expect, it } from 'vitest'

import { socialCardPaths } from '~/content/route-paths'
import { SOCIAL_IMAGE, socialImageName } from '~/content/seo'

import { renderSocialCard, renderSocialCardPng, socialCardPath, socialCardText } from './social-card.server'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

describe('social cards', () => {
  it('has a title and a line for every page, and finds each page back from its file name', () => {
    for (const path of socialCardPaths) {
      const text = socialCardText(path)
      expect(text?.title, path).toMatch(/\S/)
      expect(text?.eyebrow, path).toMatch(/\S/)
      expect(socialCardPath(socialImageName(path)), path).toBe(path)
    }
    expect(new Set(socialCardPaths.map(socialImageName)).size).toBe(socialCardPaths.length)
    expect(socialCardPath('nothing-here')).toBeUndefined()
  })

  it('renders a 1200 x 630 PNG, the same bytes every time', async () => {
    const text = { title: 'Optimizing DataLab HPC for Enhanced Performance and User Experience', eyebrow: 'Success story · Research' }
    const first = await renderSocialCardPng(text)
    const second = await renderSocialCardPng(text)
    expect([...first.slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG')
    expect(pngSize(first)).toEqual({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height })
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true)
  }, 30_000)

  it('draws a different picture for each page', async () => {
    const [home, about] = await Promise.all([renderSocialCard('/'), renderSocialCard('/about')])
    expect(Buffer.from(home).equals(Buffer.from(about))).toBe(false)
  }, 30_000)
})
