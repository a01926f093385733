// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BOOKING_EMBED_URL, BOOKING_ORIGIN } from '~/content/booking'
import { officeContacts } from '~/content/office-contacts'
import { BOOKING_READY_TIMEOUT_MS } from '~/shell/booking/booking-frame-status'
import { type BookingPart, showBookingFrame } from '~/shell/booking/booking-frame'

import { BookingDialogTemplate } from './booking-dialog-template'

// The template is prerendered by React and cloned by the shell's code (app/shell/booking/): these
// check the two agree, running the frame's states on the markup the pages carry.

let template: HTMLTemplateElement
let column: HTMLElement

const clonePart = (name: BookingPart) =>
  document.importNode(template.content.querySelector<HTMLTemplateElement>(`template[data-booking-part="${name}"]`)!.content, true)
const frame = () => column.querySelector('iframe')!
const text = () => column.textContent!.replace(/\s+/g, ' ')

/** A message from the booking page in the frame, as cal.com posts it. */
function fromFrame(type: string, origin = BOOKING_ORIGIN) {
  const data = { originator: 'CAL', type, namespace: 'booking', fullType: `CAL:booking:${type}`, data: {} }
  window.dispatchEvent(new MessageEvent('message', { origin, data, source: frame().contentWindow }))
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = renderToStaticMarkup(<BookingDialogTemplate />)
  template = document.querySelector('template')!
  column = document.importNode(template.content.querySelector('dialog')!, true).firstElementChild as HTMLElement
  document.body.append(column)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the booking dialog’s template', () => {
  it('is inert: nothing of it is in the document until cloned', () => {
    expect(document.querySelectorAll('dialog, iframe')).toHaveLength(0)
  })

  it('holds every part the dialog clones', () => {
    const parts: BookingPart[] = ['frame', 'slow', 'failed', 'alternatives', 'ready', 'calendar-footer']
    for (const part of parts) expect(clonePart(part).childElementCount, part).toBeGreaterThan(0)
  })

  it('marks every office with its time zone', () => {
    const marked = [...clonePart('alternatives').querySelectorAll<HTMLElement>('[data-office-time-zone]')]
    expect(marked.map((office) => office.dataset.officeTimeZone)).toEqual(officeContacts.map((office) => office.timeZone))
  })
})

describe('showBookingFrame, on the template', () => {
  it('shows the frame hidden behind the loading state, then the slow message and one office', () => {
    showBookingFrame(column, clonePart)
    expect(frame().getAttribute('src')).toBe(BOOKING_EMBED_URL)
    expect(frame().classList).toContain('invisible')
    expect(column.querySelector('[aria-busy]')!.getAttribute('aria-busy')).toBe('true')
    expect(column.querySelector('[role="status"]')!.getAttribute('aria-label')).toBe('Loading the booking calendar')

    vi.advanceTimersByTime(BOOKING_READY_TIMEOUT_MS)
    expect(column.querySelector('[aria-busy]')!.getAttribute('aria-busy')).toBe('false')
    expect(column.querySelector('[aria-live]')!.textContent).toContain('The booking calendar is taking longer than usual')
    expect(column.querySelector('[role="status"]')).toBeNull()
    expect(column.querySelectorAll('[data-office-time-zone]')).toHaveLength(1)
    expect(text()).toContain('All offices and contact details')
  })

  it('replaces the message with the calendar once the page reports ready, and adds the line below it', () => {
    showBookingFrame(column, clonePart)
    vi.advanceTimersByTime(BOOKING_READY_TIMEOUT_MS)
    fromFrame('linkReady')
    expect(frame().classList).not.toContain('invisible')
    expect(column.querySelector('[data-booking-cover]')!.className).toBe('sr-only')
    expect(column.querySelector('[aria-live]')!.textContent).toBe('The booking calendar has loaded.')
    expect(column.querySelectorAll('[data-office-time-zone]')).toHaveLength(0)
    expect(column.lastElementChild!.textContent).toBe('Calendar not working? Open the booking page in a new tab')
  })

  it('says at once that the calendar failed, and keeps the other ways when the time limit passes', () => {
    showBookingFrame(column, clonePart)
    fromFrame('linkFailed')
    expect(column.querySelector('[aria-live]')!.textContent).toContain('The booking calendar could not be loaded')
    vi.advanceTimersByTime(BOOKING_READY_TIMEOUT_MS)
    expect(column.querySelector('[aria-live]')!.textContent).toContain('The booking calendar could not be loaded')
    expect(column.querySelectorAll('[data-office-time-zone]')).toHaveLength(1)
  })

  it('ignores a ready message from another origin', () => {
    showBookingFrame(column, clonePart)
    fromFrame('linkReady', window.location.origin)
    expect(frame().classList).toContain('invisible')
  })

  it('takes the frame and the line below it out again', () => {
    const close = showBookingFrame(column, clonePart)
    fromFrame('linkReady')
    close()
    expect(column.querySelector('iframe')).toBeNull()
    expect(text()).not.toContain('Calendar not working?')
    // Its time limit and listener went with it.
    vi.advanceTimersByTime(BOOKING_READY_TIMEOUT_MS)
    expect(column.childElementCount).toBe(1)
  })
})
