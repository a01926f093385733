import { describe, expect, it, vi } from 'vitest'

import { answerCalHandshake } from './cal-embed-protocol'

const ORIGIN = 'https://app.cal.com'

function fromFrame(type: string, origin = ORIGIN) {
  const frame = { postMessage: vi.fn() }
  const event = new MessageEvent('message', {
    origin,
    data: { originator: 'CAL', type, namespace: 'booking', fullType: `CAL:booking:${type}`, data: { isPrerendering: false } },
  })
  // MessageEvent's source must be a window or port; the frame's window is stood in for here.
  Object.defineProperty(event, 'source', { value: frame })
  return { event, frame }
}

describe('answerCalHandshake', () => {
  it('tells the booking frame, and only its origin, that the parent is there', () => {
    const { event, frame } = fromFrame('__iframeReady')
    answerCalHandshake(event, ORIGIN)
    expect(frame.postMessage).toHaveBeenCalledExactlyOnceWith({ originator: 'CAL', method: 'parentKnowsIframeReady' }, ORIGIN)
  })

  it('answers nothing else', () => {
    const { event, frame } = fromFrame('linkReady')
    answerCalHandshake(event, ORIGIN)
    expect(frame.postMessage).not.toHaveBeenCalled()
  })

  it('answers no other origin', () => {
    const { event, frame } = fromFrame('__iframeReady', 'https://elsewhere.example.test')
    answerCalHandshake(event, ORIGIN)
    expect(frame.postMessage).not.toHaveBeenCalled()
  })
})
