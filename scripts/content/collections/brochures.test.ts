// Brochures: one file each, every service in exactly one of them.
import { renameSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const FILE = `${CONTENT_DIR}/brochures/data-and-ai.yaml`
const content = useContentCopy()

describe('brochures', () => {
  it('writes the brochures in their order, each with its slug', () => {
    const brochures = content.generated('brochures') as { slug: string; order: number }[]
    expect(brochures.map((brochure) => brochure.slug)).toEqual(['cloud-and-devops', 'data-and-ai', 'engineering-and-quality', 'hpc-and-quantum'])
  })

  it('names the file and field of a missing required field', () => {
    content.edit(FILE, (document) => document.deleteIn(['title']))
    expect(content.problems()).toContain(`${FILE}: title: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    content.edit(FILE, (document) => document.setIn(['summary'], 'one paragraph, not a list'))
    expect(content.problems()).toContain(`${FILE}: summary: Invalid input: expected array, received string`)
  })

  it('names a service no service file has, and a service left out of every brochure', () => {
    content.edit(FILE, (document) => document.setIn(['services', 1], 'no-such-service'))
    const problems = content.problems()
    expect(problems).toContain(`${FILE}: services[1]: no service "no-such-service"`)
    expect(problems).toContain('content/en/brochures: no brochure covers machine-learning')
  })

  it('names a service that is in two brochures', () => {
    content.edit(FILE, (document) => document.setIn(['services', 1], 'hpc'))
    expect(content.problems()).toContain(`${CONTENT_DIR}/brochures/hpc-and-quantum.yaml: services[0]: "hpc" is already in ${FILE}`)
  })

  it('refuses a file name the US Letter edition of another brochure would take', () => {
    const renamed = `${CONTENT_DIR}/brochures/data-and-ai-letter.yaml`
    renameSync(join(content.dir(), FILE), join(content.dir(), renamed))
    expect(content.problems()).toContain(`${renamed}: the file name may not end in "-letter" (the US Letter edition's file is named so)`)
  })
})
