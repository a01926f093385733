import { describe, expect, it } from 'vitest'

import { type BookingFrameEvent, type BookingFrameStatus, nextBookingFrameStatus } from './booking-frame-status'

const after = (...events: BookingFrameEvent[]) =>
  events.reduce<BookingFrameStatus>((status, event) => nextBookingFrameStatus(status, event), 'loading')

describe('nextBookingFrameStatus', () => {
  it('is ready when the page says so, whatever came before', () => {
    expect(after('ready')).toBe('ready')
    expect(after('timed out', 'ready')).toBe('ready')
    expect(after('failed', 'ready')).toBe('ready')
  })

  it('calls the calendar slow when the time limit passes while loading', () => {
    expect(after('timed out')).toBe('slow')
  })

  it('says it failed at once when the page reports a failure, before or after the time limit', () => {
    expect(after('failed')).toBe('failed')
    expect(after('timed out', 'failed')).toBe('failed')
  })

  it('keeps a failure when the time limit passes after it', () => {
    expect(after('failed', 'timed out')).toBe('failed')
  })

  it('keeps a ready calendar: a later failure or the time limit changes nothing', () => {
    expect(after('ready', 'failed')).toBe('ready')
    expect(after('ready', 'timed out')).toBe('ready')
  })
})
