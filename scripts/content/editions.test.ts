// Every edition is generated and checked from its own folder (content/<locale>/): a Dutch file with a
// mistake fails the build naming the Dutch file, and a page with no Dutch file is untranslated,
// reported and left out of the Dutch edition, while the English one stands in for what names it.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from './content-copy-for-tests'
import { EDITIONS_FILE, generateContent, generatedDirOf } from './generate-content'

const content = useContentCopy({ editions: 'all' })
const editions = () => JSON.parse(readFileSync(join(content.dir(), EDITIONS_FILE), 'utf8'))
const dutch = (name: string) => JSON.parse(readFileSync(join(content.dir(), generatedDirOf('nl'), `${name}.json`), 'utf8'))

describe('the editions', () => {
  it('generate the Dutch edition beside the English one, every page translated', () => {
    generateContent(content.dir())
    expect(editions()).toEqual({ en: { untranslated: [] }, nl: { untranslated: [] } })
    const services = dutch('services') as { slug: string; name: string }[]
    expect(services).toHaveLength(15)
    expect(services.find((service) => service.slug === 'resourcing')?.name).toBe('Detachering')
  })

  it('name the Dutch file and field of a mistake in Dutch content', () => {
    content.edit('content/nl/services/hpc.yaml', (document) => document.deleteIn(['cta', 'title']))
    expect(content.problems()).toContain('content/nl/services/hpc.yaml: cta.title: required')
  })

  it('need every single file in every edition', () => {
    rmSync(join(content.dir(), 'content/nl/navigation.yaml'))
    expect(content.problems()).toContain('content/nl/navigation.yaml: missing')
  })

  it('report a page with no Dutch file as untranslated, and let the English entry stand in for what names it', () => {
    rmSync(join(content.dir(), 'content/nl/services/hpc.yaml'))
    rmSync(join(content.dir(), 'content/nl/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.md'))
    expect(content.problems()).toBe('')
    expect(editions().nl.untranslated).toEqual([
      { path: '/high-performance-computing-as-a-service', file: 'content/nl/services/hpc.yaml' },
      {
        path: '/success-stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
        file: 'content/nl/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.md',
      },
    ])
    expect(editions().en.untranslated).toEqual([])
    // Cards and references that name it still find it (in English): the count checks pass.
    expect(dutch('services')).toHaveLength(15)
    expect((dutch('services') as { slug: string; name: string }[]).find((service) => service.slug === 'hpc')?.name).toBe('HPC as a Service')
  })
})
