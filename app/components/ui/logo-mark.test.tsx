import { readFileSync } from 'node:fs'

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LogoMark } from './logo-mark'

const drawing = (svg: string) => [...svg.matchAll(/\b(d|fill|stroke|stop-color|rx)="([^"]+)"/g)].map((match) => `${match[1]}=${match[2]}`)

describe('LogoMark', () => {
  it('draws what public/logo-mark.svg draws, the file the cards, brochures and search engines use', () => {
    const file = readFileSync(new URL('../../../public/logo-mark.svg', import.meta.url), 'utf8')
    const inline = renderToStaticMarkup(<LogoMark id="test" />).replaceAll('test-gradient', 'logo-mark-top')
    expect(drawing(inline)).toEqual(drawing(file))
  })
})
