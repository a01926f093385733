// Bad content never reaches a visitor: each kind of mistake stops generation with the file, the
// field and the problem named. Each test breaks one copy of the real content.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

import { useContentCopy } from './content-copy-for-tests'
import { CONTENT_DIR, GENERATED_DIR, generateContent } from './generate-content'

const content = useContentCopy()
const ML_FILE = `${CONTENT_DIR}/services/machine-learning.yaml`

describe('generateContent', () => {
  it('writes every service, in order, when the content is sound', () => {
    generateContent(content.dir())
    const services = JSON.parse(readFileSync(join(content.dir(), GENERATED_DIR, 'services.json'), 'utf8'))
    expect(services).toHaveLength(15)
    expect(services.map((service: { order: number }) => service.order)).toEqual([...Array(15).keys()].map((i) => i + 1))
  })

  it('names the file and field of a missing required field', () => {
    content.edit(ML_FILE, (document) => document.deleteIn(['faqs', 3, 'answers']))
    expect(content.problems()).toContain(`${ML_FILE}: faqs[3].answers: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    content.edit(ML_FILE, (document) => document.setIn(['order'], 'first'))
    expect(content.problems()).toContain(`${ML_FILE}: order: Invalid input: expected number, received string`)
  })

  it('names the file and field of a story slug no story has', () => {
    content.edit(ML_FILE, (document) => document.setIn(['proof', 'stories', 0], 'no-such-story'))
    expect(content.problems()).toContain(`${ML_FILE}: proof.stories[0]: no success story "no-such-story"`)
  })

  it('asks a service page without a success story to say how results are measured', () => {
    const GAMES = `${CONTENT_DIR}/services/game-development.yaml`
    content.edit(GAMES, (document) => document.deleteIn(['proof', 'measures']))
    content.edit(ML_FILE, (document) => document.setIn(['proof', 'stories'], []))
    const problems = content.problems()
    for (const file of [GAMES, ML_FILE]) {
      expect(problems).toContain(`${file}: proof.measures: required when proof.stories is empty: cite a success story, or describe how results are measured`)
    }
  })

  it('names an icon lucide does not have and a logo simple-icons does not have', () => {
    content.edit(ML_FILE, (document) => {
      document.setIn(['offerings', 'items', 1, 'icon'], 'unicorn')
      document.setIn(['technologies', 'items', 0, 'logo'], 'not-a-brand')
    })
    const problems = content.problems()
    expect(problems).toContain(`${ML_FILE}: offerings.items[1].icon: unknown icon "unicorn"`)
    expect(problems).toContain(`${ML_FILE}: technologies.items[0].logo: unknown logo "not-a-brand"`)
  })

  it('holds the spec’s counts: 3 to 6 FAQs, 15 services, unique paths', () => {
    content.edit(ML_FILE, (document) => {
      for (let i = 0; i < 3; i++) document.deleteIn(['faqs', 0])
      document.setIn(['path'], '/HPC-as-a-service-duplicate')
    })
    expect(content.problems()).toContain(`${ML_FILE}: faqs: needs 3 to 6 questions`)
    rmSync(join(content.dir(), ML_FILE))
    expect(content.problems()).toContain('14 services, but the site has 15')
  })

  it('rejects a field the schema does not know, so a typo is not silently ignored', () => {
    content.edit(ML_FILE, (document) => document.setIn(['seoDescripton'], 'typo'))
    expect(content.problems()).toContain(`${ML_FILE}: unknown field seoDescripton`)
  })

  it('reports a file that is not YAML at all', () => {
    writeFileSync(join(content.dir(), ML_FILE), 'name: [unclosed\n')
    expect(content.problems()).toMatch(new RegExp(`^${ML_FILE}:1: not valid YAML`))
  })

  it('reports every broken file in one run', () => {
    content.edit(ML_FILE, (document) => document.deleteIn(['name']))
    content.edit(`${CONTENT_DIR}/services/hpc.yaml`, (document) => document.deleteIn(['cta', 'title']))
    const problems = content.problems()
    expect(problems).toContain(`${ML_FILE}: name: required`)
    expect(problems).toContain(`${CONTENT_DIR}/services/hpc.yaml: cta.title: required`)
  })
})

describe('Markdown content files', () => {
  it('reads front matter as fields and the prose as paragraphs', async () => {
    const { readContentFile } = await import('./read-content')
    const { z } = await import('zod')
    const schema = z.object({ title: z.string(), body: z.array(z.string()) }).strict()
    writeFileSync(join(content.dir(), 'story.md'), '---\ntitle: A story\n---\nFirst paragraph,\nwrapped.\n\nSecond paragraph.\n')
    expect(readContentFile(content.dir(), 'story.md', schema)).toEqual({
      data: { title: 'A story', body: ['First paragraph, wrapped.', 'Second paragraph.'] },
      problems: [],
    })
    writeFileSync(join(content.dir(), 'bare.md'), 'No front matter.\n')
    expect(readContentFile(content.dir(), 'bare.md', schema).problems).toEqual(['bare.md: must start with front matter between two --- lines'])
  })
})

describe('the specification’s counts', () => {
  it('names the file and field when a service page drifts from a count the spec fixes', () => {
    const RESOURCING = `${CONTENT_DIR}/services/resourcing.yaml`
    const file = readFileSync(join(content.dir(), RESOURCING), 'utf8')
    const expertise = (parseYaml(file) as { extraSections: { id: string }[] }).extraSections.findIndex((section) => section.id === 'expertise')
    content.edit(RESOURCING, (document) => document.deleteIn(['extraSections', expertise, 'items', 0]))
    content.edit(`${CONTENT_DIR}/services/mobile-app-development.yaml`, (document) => document.deleteIn(['process', 'steps', 3]))
    const problems = content.problems()
    expect(problems).toContain(`${RESOURCING}: extraSections[expertise].items: the specification asks for 10, found 9`)
    expect(problems).toContain(`${CONTENT_DIR}/services/mobile-app-development.yaml: process.steps: the specification asks for 4, found 3`)
  })
})
