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

  it('names two offices with the same order', () => {
    content.edit(FILE, (document) => document.setIn(['order'], 3))
    expect(content.problems()).toMatch(/offices\/united-kingdom\.yaml: order: 3 is already the order of content\/en\/offices\/netherlands\.yaml/)
  })
})
