// Offices: one file each, listed in their `order`.
import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const FILE = `${CONTENT_DIR}/offices/united-kingdom.yaml`
const content = useContentCopy()

describe('offices', () => {
  it('writes the offices in their order, not their file names’', () => {
    const offices = content.generated('offices') as { name: string }[]
    expect(offices.map((office) => office.name)).toEqual(['India', 'United Kingdom', 'Netherlands'])
  })

  it('names the file and field of a missing required field', () => {
    content.edit(FILE, (document) => document.deleteIn(['address', 'postal', 'postalCode']))
    expect(content.problems()).toContain(`${FILE}: address.postal.postalCode: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    content.edit(FILE, (document) => document.setIn(['otherAddresses'], 'none'))
    expect(content.problems()).toContain(`${FILE}: otherAddresses: Invalid input: expected array, received string`)
  })

  it('writes what the booking dialog offers of each office, in their order, to a file of its own', () => {
    expect(content.generated('office-contacts')).toEqual([
      { city: 'Noida', email: 'india@stratora.example', phone: '+91 120 456 7800', timeZone: 'Asia/Kolkata' },
      { city: 'London', email: 'uk@stratora.example', phone: '+44 20 7946 0321', timeZone: 'Europe/London' },
      { city: 'Amsterdam', email: 'nl@stratora.example', phone: '+31 20 123 4500', timeZone: 'Europe/Amsterdam' },
    ])
  })

  it.each(['Europe/Londres', 'London', 'GMT', '+01:00', 'Europe/London '])('refuses the time zone %j', (zone) => {
    content.edit(FILE, (document) => document.setIn(['timeZone'], zone))
    expect(content.problems()).toContain(
      `${FILE}: timeZone: must be an IANA time zone written Area/Location, like Europe/London or Asia/Kolkata`,
    )
  })

  it.each(['Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])('accepts the time zone %s', (zone) => {
    content.edit(FILE, (document) => document.setIn(['timeZone'], zone))
    expect(content.problems()).toBe('')
  })

  it('names two offices with the same order', () => {
    content.edit(FILE, (document) => document.setIn(['order'], 3))
    expect(content.problems()).toMatch(/offices\/united-kingdom\.yaml: order: 3 is already the order of content\/en\/offices\/netherlands\.yaml/)
  })

  it('names the file and field of a location outside the globe or not written in degrees', () => {
    content.edit(FILE, (document) => {
      document.setIn(['location', 'lat'], 151.5)
      document.setIn(['location', 'lon'], '0.1 W')
    })
    const problems = content.problems()
    expect(problems).toContain(`${FILE}: location.lat: must be between -90 and 90`)
    expect(problems).toContain(`${FILE}: location.lon: must be a number of degrees, east positive, like -0.11`)
    content.edit(FILE, (document) => {
      document.setIn(['location', 'lat'], 51.5)
      document.setIn(['location', 'lon'], -200)
    })
    expect(content.problems()).toContain(`${FILE}: location.lon: must be between -180 and 180`)
    content.edit(FILE, (document) => document.deleteIn(['location']))
    expect(content.problems()).toContain(`${FILE}: location: required`)
  })
})
