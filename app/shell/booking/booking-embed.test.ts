import { describe, expect, it } from 'vitest'

import { bookingEmbedUrl, readBookingMessage } from './booking-embed'

const ORIGIN = 'https://app.cal.com'

/** A message as cal.com's booking page posts it to its parent in embed mode. */
function calMessage(type: string, { origin = ORIGIN, namespace = 'booking', data = {} as unknown } = {}) {
  return new MessageEvent('message', {
    origin,
    data: { originator: 'CAL', type, namespace, fullType: `CAL:${namespace}:${type}`, data },
  })
}

describe('bookingEmbedUrl', () => {
  it('frames a cal.com booking page at its /embed path on the app host, in the site’s namespace', () => {
    expect(bookingEmbedUrl('https://cal.com/stratora/discovery-call')).toBe(
      'https://app.cal.com/stratora/discovery-call/embed?embed=booking',
    )
  })

  it('keeps the booking page’s own query and a self-hosted origin', () => {
    expect(bookingEmbedUrl('https://booking.example.test/team/sales/intro/?duration=30')).toBe(
      'https://booking.example.test/team/sales/intro/embed?duration=30&embed=booking',
    )
  })

  it('does not add /embed twice', () => {
    expect(bookingEmbedUrl('https://app.cal.com/stratora/discovery-call/embed')).toBe(
      'https://app.cal.com/stratora/discovery-call/embed?embed=booking',
    )
  })
})

describe('readBookingMessage', () => {
  it.each([
    ['linkReady', 'ready'],
    ['linkFailed', 'failed'],
    ['bookingSuccessfulV2', 'booked'],
  ] as const)('reads %s as %s', (type, meaning) => {
    expect(readBookingMessage(calMessage(type), ORIGIN)).toBe(meaning)
  })

  it('reads a failure with its details', () => {
    const failed = calMessage('linkFailed', { data: { code: '404', msg: 'Problem loading the link', data: { url: `${ORIGIN}/x/embed` } } })
    expect(readBookingMessage(failed, ORIGIN)).toBe('failed')
  })

  it('ignores the same message from any other origin', () => {
    for (const origin of ['https://cal.com', 'http://localhost:3000', 'https://app.cal.com.example.test', 'null', '']) {
      expect(readBookingMessage(calMessage('linkReady', { origin }), ORIGIN)).toBeUndefined()
    }
  })

  it('counts a booking once: the deprecated bookingSuccessful that comes with V2 means nothing', () => {
    expect(readBookingMessage(calMessage('bookingSuccessful'), ORIGIN)).toBeUndefined()
  })

  it.each([
    '__iframeReady',
    '__dimensionChanged',
    'linkPrerendered',
    'bookingCancelled',
    'rescheduleBookingSuccessfulV2',
    'toString',
    '__proto__',
  ])('ignores the other cal.com event %s', (type) => {
    expect(readBookingMessage(calMessage(type), ORIGIN)).toBeUndefined()
  })

  it('ignores another embed’s namespace', () => {
    expect(readBookingMessage(calMessage('linkReady', { namespace: 'other' }), ORIGIN)).toBeUndefined()
  })

  it.each([
    ['no data', undefined],
    ['null', null],
    ['a string', 'CAL:booking:linkReady'],
    ['a number', 1],
    ['another originator', { originator: 'OTHER', type: 'linkReady', fullType: 'CAL:booking:linkReady' }],
    ['no originator', { type: 'linkReady', fullType: 'CAL:booking:linkReady' }],
    ['a type that is not a string', { originator: 'CAL', type: ['linkReady'], fullType: 'CAL:booking:linkReady' }],
    ['no full type', { originator: 'CAL', type: 'linkReady' }],
    ['a full type naming another event', { originator: 'CAL', type: 'linkReady', fullType: 'CAL:booking:linkFailed' }],
  ])('ignores malformed data: %s', (_, data) => {
    expect(readBookingMessage(new MessageEvent('message', { origin: ORIGIN, data }), ORIGIN)).toBeUndefined()
  })
})
