import { describe, expect, it } from 'vitest'

import { officeContacts } from '~/content/office-contacts'

import { nearestOffice } from './nearest-office'

// The site's offices, in their order: Noida (Asia/Kolkata), London, Amsterdam.
const cityFor = (zone: string | undefined) => nearestOffice(officeContacts, zone)?.city

describe('nearestOffice', () => {
  it.each([
    ['Asia/Kolkata', 'Noida'],
    ['Europe/London', 'London'],
    ['Europe/Amsterdam', 'Amsterdam'],
  ])('picks the office in the visitor’s zone: %s', (zone, city) => {
    expect(cityFor(zone)).toBe(city)
  })

  it('matches a zone written in another letter case', () => {
    expect(cityFor('europe/amsterdam')).toBe('Amsterdam')
  })

  it.each([
    ['Europe/Berlin', 'London'],
    ['Europe/Kyiv', 'London'],
    ['Asia/Calcutta', 'Noida'],
    ['Asia/Singapore', 'Noida'],
  ])('else picks the first office in the same area: %s', (zone, city) => {
    expect(cityFor(zone)).toBe(city)
  })

  it.each(['America/New_York', 'Australia/Sydney', 'UTC', '', undefined])('else picks the first office: %j', (zone) => {
    expect(cityFor(zone)).toBe('Noida')
  })

  it('follows the offices’ order, not their zones', () => {
    const offices = [
      { city: 'Amsterdam', timeZone: 'Europe/Amsterdam' },
      { city: 'London', timeZone: 'Europe/London' },
    ]
    expect(nearestOffice(offices, 'Europe/Paris')?.city).toBe('Amsterdam')
    expect(nearestOffice(offices, 'Africa/Lagos')?.city).toBe('Amsterdam')
  })

  it('has nothing to offer without offices', () => {
    expect(nearestOffice([], 'Europe/London')).toBeUndefined()
  })
})
