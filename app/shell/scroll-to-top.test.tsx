// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ScrollToTop } from '~/components/layout/scroll-to-top'

import { installScrollToTop, SCROLL_TO_TOP_THRESHOLD } from './scroll-to-top'

const frames: FrameRequestCallback[] = []
const runFrame = () => frames.splice(0).forEach((callback) => callback(0))
const button = () => document.querySelector<HTMLButtonElement>('button[aria-label="Scroll to top"]')!

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToStaticMarkup(<ScrollToTop />)}`
  installScrollToTop()
  installScrollToTop()
})

describe('installScrollToTop', () => {
  it('shows the button only past the threshold, updating once per frame', () => {
    expect(button().hasAttribute('data-visible')).toBe(false)
    scrollTo(SCROLL_TO_TOP_THRESHOLD)
    scrollTo(SCROLL_TO_TOP_THRESHOLD + 1)
    expect(frames).toHaveLength(1)
    runFrame()
    expect(button().hasAttribute('data-visible')).toBe(true)
    scrollTo(SCROLL_TO_TOP_THRESHOLD)
    runFrame()
    expect(button().hasAttribute('data-visible')).toBe(false)
  })

  it('scrolls to the top, at once with reduced motion, and moves focus to the page', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    for (const reduce of [false, true]) {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }))
      button().click()
    }
    expect(scroll.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }], [{ top: 0, behavior: 'instant' }]])
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})
