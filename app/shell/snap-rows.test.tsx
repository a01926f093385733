// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { SnapRowControls } from '~/components/ui/snap-row-controls'
import { snapRowProps } from '~/lib/ui/snap-row'

import { installSnapRows, watchSnapRows } from './snap-rows'

// jsdom lays nothing out: each test gives the row the geometry a 375 px phone would. Cards are
// 300 px apart and snap 20 px in from the row's left edge, at 0.
const CARDS = 5
const STRIDE = 300
const PADDING = 20
const WIDTH = 375

const frames: FrameRequestCallback[] = []
const runFrames = () => frames.splice(0).forEach((callback) => callback(0))
let resized: ResizeObserverCallback = () => {}

const row = () => document.getElementById('steps-title-row')!
const controls = () => document.querySelector<HTMLElement>('[data-snap-controls]')!
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!
const position = () => controls().querySelector('[data-snap-position]')!.textContent

/** Lays the row out `contentWidth` wide inside, scrolled to 0, and reports its size to the script. */
function layOut(contentWidth: number) {
  let scrollLeft = 0
  const max = () => Math.max(contentWidth - WIDTH, 0)
  const element = row()
  Object.defineProperties(element, {
    clientWidth: { configurable: true, get: () => WIDTH },
    scrollWidth: { configurable: true, get: () => Math.max(contentWidth, WIDTH) },
    scrollLeft: { configurable: true, get: () => scrollLeft, set: (left: number) => (scrollLeft = Math.min(Math.max(left, 0), max())) },
  })
  element.getBoundingClientRect = () => ({ left: 0 }) as DOMRect
  for (const [index, card] of [...element.children].entries())
    card.getBoundingClientRect = () => ({ left: PADDING + index * STRIDE - scrollLeft }) as DOMRect
  resized([{ target: element, contentRect: { width: WIDTH } } as unknown as ResizeObserverEntry], {} as ResizeObserver)
}

/** Scrolls the row as a swipe would, and lets the script see it. */
function swipeTo(left: number) {
  row().scrollLeft = left
  row().dispatchEvent(new Event('scroll'))
  runFrames()
}

let wide = false

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === '(min-width: 40rem)' }))
  vi.stubGlobal('getComputedStyle', () => ({ scrollPaddingLeft: `${PADDING}px` }))
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        resized = callback
      }
      observe() {}
      disconnect() {}
    },
  )
})

beforeEach(() => {
  wide = false
  const cards = Array.from({ length: CARDS }, (_, index) => `<li>Step ${index + 1}</li>`).join('')
  document.body.innerHTML = renderToStaticMarkup(
    <section>
      <h2 id="steps-title">Steps</h2>
      <ol {...snapRowProps('steps-title')} className="snap-row" dangerouslySetInnerHTML={{ __html: cards }} />
      <SnapRowControls labelledBy="steps-title" count={CARDS} />
    </section>,
  )
  installSnapRows()
  // A smooth scroll ends where it was sent: the row's scroll event follows in the next frame.
  row().scrollTo = vi.fn(({ left }: ScrollToOptions) => swipeTo(left!)) as never
})

describe('the controls of a sideways row of cards', () => {
  it('are prerendered for the first card, and left out for a row of one', () => {
    // Read as "Card 1 of 5"; seen as "1 / 5".
    expect(controls().querySelector('p')!.innerHTML).toBe(
      '<span class="sr-only">Card </span><span data-snap-position="">1</span><span class="sr-only"> of </span><span aria-hidden="true"> / </span>5',
    )
    expect(button('Previous card').getAttribute('aria-disabled')).toBe('true')
    expect(button('Next card').getAttribute('aria-controls')).toBe('steps-title-row')
    expect(controls().getAttribute('aria-labelledby')).toBe('steps-title')
    expect(controls().hasAttribute('data-js-only')).toBe(true)
    expect(renderToStaticMarkup(<SnapRowControls labelledBy="one-title" count={1} />)).toBe('')
  })

  it('show, with the row in the tab order, while the row scrolls', () => {
    layOut(CARDS * STRIDE + 2 * PADDING)
    expect(controls().hidden).toBe(false)
    expect(row().tabIndex).toBe(0)
  })

  it('hide, and take the row out of the tab order, when the row fits', () => {
    layOut(WIDTH)
    expect(controls().hidden).toBe(true)
    expect(row().hasAttribute('tabindex')).toBe(false)
    // Narrowed again (a phone turned back upright), the row scrolls and the controls return.
    layOut(CARDS * STRIDE + 2 * PADDING)
    expect(controls().hidden).toBe(false)
    expect(row().getAttribute('tabindex')).toBe('0')
  })

  it('move the row one card a press, a second press before it arrives going one further', () => {
    layOut(CARDS * STRIDE + 2 * PADDING)
    row().scrollTo = vi.fn() as never // still gliding: no scroll has arrived yet
    button('Next card').click()
    button('Next card').click()
    expect(vi.mocked(row().scrollTo).mock.calls).toEqual([[{ left: STRIDE }], [{ left: 2 * STRIDE }]])
  })

  it('follow the row however it moves, announcing each new card and disabling the end it reached', () => {
    layOut(CARDS * STRIDE + 2 * PADDING)
    button('Next card').click()
    expect(row().scrollLeft).toBe(STRIDE)
    expect(position()).toBe('2')
    expect(controls().querySelector('p')!.getAttribute('aria-live')).toBe('polite')
    expect(button('Previous card').getAttribute('aria-disabled')).toBe('false')
    swipeTo(2 * STRIDE + 40) // let go nearer the third card than the fourth
    expect(position()).toBe('3')
    swipeTo(10_000) // the end: the last card cannot reach the snap edge
    expect(position()).toBe('5')
    expect(button('Next card').getAttribute('aria-disabled')).toBe('true')
    button('Next card').click()
    expect(position()).toBe('5')
    button('Previous card').click()
    expect(position()).toBe('4')
  })

  it('leave every row out of the tab order from 640 px, before any of them is laid out', () => {
    wide = true
    watchSnapRows()
    expect(row().hasAttribute('tabindex')).toBe(false)
  })
})
