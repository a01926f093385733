import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { imageSize } from 'image-size'
import { describe, expect, it } from 'vitest'

import { serviceCards } from './home'
import { imageSizeOf } from './image-sizes'
import { infoPageFiles } from './info-pages'
import { offices } from './offices'
import { stories } from './stories'

const publicDir = new URL('../../public', import.meta.url).pathname

describe('imageSizeOf', () => {
  const images = [
    ...serviceCards.map((card) => card.img),
    ...stories.map((story) => story.image),
    ...offices.map((office) => office.image),
    ...infoPageFiles.flatMap((page) => (page.hero.image ? [page.hero.image] : [])),
  ]

  it.each(images)('gives %s the width and height of its file', (src) => {
    const { width, height } = imageSize(readFileSync(join(publicDir, src)))
    expect(imageSizeOf(src)).toEqual({ width, height })
  })

  it('refuses a path no content file names', () => {
    expect(() => imageSizeOf('/images/not-in-content.svg')).toThrow('/images/not-in-content.svg is not an image any content file names')
  })
})
