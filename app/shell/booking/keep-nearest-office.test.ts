// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { keepNearestOffice } from './keep-nearest-office'

// As the dialog's template marks them: every office, in the offices' order, with its time zone.
const OFFICES = `
  <a href="https://cal.com/x">Open the booking page in a new tab</a>
  <div data-office-time-zone="Asia/Kolkata"><p>Or contact our Noida office</p></div>
  <div data-office-time-zone="Europe/London"><p>Or contact our London office</p></div>
  <div data-office-time-zone="Europe/Amsterdam"><p>Or contact our Amsterdam office</p></div>
  <a href="/contactus">All offices and contact details</a>`

function offered(zone: string | undefined, markup = OFFICES) {
  const template = document.createElement('template')
  template.innerHTML = markup
  keepNearestOffice(template.content, zone)
  return [...template.content.querySelectorAll('p')].map((paragraph) => paragraph.textContent)
}

describe('keepNearestOffice', () => {
  it.each([
    ['Europe/Amsterdam', 'Amsterdam'],
    ['Europe/Berlin', 'London'],
    ['America/New_York', 'Noida'],
    [undefined, 'Noida'],
  ])('leaves only the office nearest a visitor in %s', (zone, city) => {
    expect(offered(zone)).toEqual([`Or contact our ${city} office`])
  })

  it('keeps everything around the offices', () => {
    const template = document.createElement('template')
    template.innerHTML = OFFICES
    keepNearestOffice(template.content, 'Europe/London')
    expect([...template.content.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Open the booking page in a new tab',
      'All offices and contact details',
    ])
  })

  it('offers no office when there is none', () => {
    expect(offered('Europe/London', '<a href="/contactus">All offices and contact details</a>')).toEqual([])
  })
})
