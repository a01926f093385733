import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { cssColorTokens } from './tokens'

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8')

describe('design tokens', () => {
  it('gives code the same colors, under the same names, as the Tailwind theme in app.css', () => {
    const fromCss = Object.fromEntries(
      [...css.matchAll(/(--color-[a-z]+-\d+):\s*(#[0-9a-f]{6});/gi)].map(([, name, hex]) => [name, hex!.toLowerCase()]),
    )
    expect(Object.keys(fromCss).length).toBeGreaterThan(0)
    expect(cssColorTokens()).toEqual(fromCss)
  })
})
