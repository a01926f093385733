// Bad content never reaches a visitor: each kind of mistake stops generation with the file, the
// field and the problem named. Each test breaks one copy of the real content.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

import { CONTENT_DIR, GENERATED_DIR, generateContent } from './generate-content'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..')
const ML_FILE = `${CONTENT_DIR}/services/machine-learning.yaml`
let project: string

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(join(PROJECT_DIR, 'content'), join(project, 'content'), { recursive: true })
})

afterEach(() => rmSync(project, { recursive: true, force: true }))

/** Edits one content file of the copy as a YAML document, keeping the rest of it as written. */
function edit(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(readFileSync(join(project, file), 'utf8'))
  change(document)
  writeFileSync(join(project, file), document.toString())
}

const problemsOf = () => {
  try {
    generateContent(project)
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('generateContent', () => {
  it('writes every service, in order, when the content is sound', () => {
    generateContent(project)
    const services = JSON.parse(readFileSync(join(project, GENERATED_DIR, 'services.json'), 'utf8'))
    expect(services).toHaveLength(15)
    expect(services.map((service: { order: number }) => service.order)).toEqual([...Array(15).keys()].map((i) => i + 1))
  })

  it('names the file and field of a missing required field', () => {
    edit(ML_FILE, (document) => document.deleteIn(['faqs', 3, 'answers']))
    expect(problemsOf()).toContain(`${ML_FILE}: faqs[3].answers: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    edit(ML_FILE, (document) => document.setIn(['order'], 'first'))
    expect(problemsOf()).toContain(`${ML_FILE}: order: Invalid input: expected number, received string`)
  })

  it('names the file and field of a story slug no story has', () => {
    edit(ML_FILE, (document) => document.setIn(['proof', 'stories', 0], 'no-such-story'))
    expect(problemsOf()).toContain(`${ML_FILE}: proof.stories[0]: no success story "no-such-story"`)
  })

  it('names an icon lucide does not have and a logo simple-icons does not have', () => {
    edit(ML_FILE, (document) => {
      document.setIn(['offerings', 'items', 1, 'icon'], 'unicorn')
      document.setIn(['technologies', 'items', 0, 'logo'], 'not-a-brand')
    })
    const problems = problemsOf()
    expect(problems).toContain(`${ML_FILE}: offerings.items[1].icon: unknown icon "unicorn"`)
    expect(problems).toContain(`${ML_FILE}: technologies.items[0].logo: unknown logo "not-a-brand"`)
  })

  it('holds the spec’s counts: 3 to 6 FAQs, 15 services, unique paths', () => {
    edit(ML_FILE, (document) => {
      for (let i = 0; i < 3; i++) document.deleteIn(['faqs', 0])
      document.setIn(['path'], '/HPC-as-a-service-duplicate')
    })
    expect(problemsOf()).toContain(`${ML_FILE}: faqs: needs 3 to 6 questions`)
    rmSync(join(project, ML_FILE))
    expect(problemsOf()).toContain('14 services, but the site has 15')
  })

  it('rejects a field the schema does not know, so a typo is not silently ignored', () => {
    edit(ML_FILE, (document) => document.setIn(['seoDescripton'], 'typo'))
    expect(problemsOf()).toContain(`${ML_FILE}: unknown field seoDescripton`)
  })

  it('reports a file that is not YAML at all', () => {
    writeFileSync(join(project, ML_FILE), 'name: [unclosed\n')
    expect(problemsOf()).toMatch(new RegExp(`${ML_FILE}: not valid YAML`))
  })

  it('reports every broken file in one run', () => {
    edit(ML_FILE, (document) => document.deleteIn(['name']))
    edit(`${CONTENT_DIR}/services/hpc.yaml`, (document) => document.deleteIn(['cta', 'title']))
    const problems = problemsOf()
    expect(problems).toContain(`${ML_FILE}: name: required`)
    expect(problems).toContain(`${CONTENT_DIR}/services/hpc.yaml: cta.title: required`)
  })
})

describe('Markdown content files', () => {
  it('reads front matter as fields and the prose as paragraphs', async () => {
    const { readContentFile } = await import('./read-content')
    const { z } = await import('zod')
    const schema = z.object({ title: z.string(), body: z.array(z.string()) }).strict()
    writeFileSync(join(project, 'story.md'), '---\ntitle: A story\n---\nFirst paragraph,\nwrapped.\n\nSecond paragraph.\n')
    expect(readContentFile(project, 'story.md', schema)).toEqual({
      data: { title: 'A story', body: ['First paragraph, wrapped.', 'Second paragraph.'] },
      problems: [],
    })
    writeFileSync(join(project, 'bare.md'), 'No front matter.\n')
    expect(readContentFile(project, 'bare.md', schema).problems).toEqual(['bare.md: must start with front matter between two --- lines'])
  })
})
