import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { parseSvg } from './svg-markup'

describe('parseSvg', () => {
  it('reads the logo mark into its element tree, gradient and shapes', () => {
    const svg = parseSvg(readFileSync(new URL('../../public/logo-mark.svg', import.meta.url), 'utf8'))
    expect(svg.attributes.viewBox).toBe('0 0 32 32')
    expect(svg.children.map((node) => node.tag)).toEqual(['defs', 'rect', 'path', 'path', 'path'])
    const [gradient] = svg.children[0]!.children
    expect(gradient).toMatchObject({ tag: 'linearGradient', attributes: { id: 'logo-mark-top' } })
    expect(gradient!.children.map((stop) => stop.attributes['stop-color'])).toEqual(['#5b84f7', '#0ea5a0'])
  })

  it('refuses markup it would draw wrongly', () => {
    expect(() => parseSvg('<svg><g><path d="M0 0"/></svg>')).toThrow('unexpected </svg>')
    expect(() => parseSvg('<svg><g>')).toThrow('<g> is not closed')
    expect(() => parseSvg('<path d="M0 0"/>')).toThrow('no <svg> element')
  })
})
