import { describe, expect, it } from 'vitest'

import { clientNavigationTarget, isPlainClick } from './plain-click'

const click = { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false }
const origin = 'https://www.example.test'

function anchor(href: string, attributes: { target?: string; download?: boolean } = {}) {
  return { href, target: attributes.target ?? '', hasAttribute: (name: string) => name === 'download' && attributes.download === true }
}

describe('isPlainClick', () => {
  it('accepts an unhandled primary click without modifiers', () => {
    expect(isPlainClick(click)).toBe(true)
  })

  it.each([
    ['handled already', { defaultPrevented: true }],
    ['middle button', { button: 1 }],
    ['Cmd', { metaKey: true }],
    ['Ctrl', { ctrlKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('leaves a click to the browser when %s', (_, change) => {
    expect(isPlainClick({ ...click, ...change })).toBe(false)
  })
})

describe('clientNavigationTarget', () => {
  it('returns path, query and hash of an in-site link', () => {
    expect(clientNavigationTarget(click, anchor(`${origin}/about?from=footer#team`), origin)).toBe('/about?from=footer#team')
  })

  it('keeps _self links in the app', () => {
    expect(clientNavigationTarget(click, anchor(`${origin}/about`, { target: '_self' }), origin)).toBe('/about')
  })

  it.each([
    ['another origin', anchor('https://blog.example.test/post')],
    ['a new tab', anchor(`${origin}/about`, { target: '_blank' })],
    ['a download', anchor(`${origin}/brochures/a.pdf`, { download: true })],
  ])('lets the browser follow %s', (_, link) => {
    expect(clientNavigationTarget(click, link, origin)).toBeNull()
  })

  it('lets the browser handle modified clicks', () => {
    expect(clientNavigationTarget({ ...click, ctrlKey: true }, anchor(`${origin}/about`), origin)).toBeNull()
  })
})
