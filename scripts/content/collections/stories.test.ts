// A broken story file never reaches a visitor: each mistake stops generation with the file and the
// field named. Each test breaks one copy of the real content.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

import { CONTENT_DIR, GENERATED_DIR, generateContent } from '../generate-content'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..', '..')
const HPC_STORY = `${CONTENT_DIR}/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.md`
const HPC_SERVICE = `${CONTENT_DIR}/services/hpc.yaml`
const FRONT_MATTER = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/
let project: string

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(join(PROJECT_DIR, 'content'), join(project, 'content'), { recursive: true })
})

afterEach(() => rmSync(project, { recursive: true, force: true }))

/** Edits the front matter of one story in the copy, keeping the prose after it as written. */
function editFrontMatter(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const [, frontMatter, prose] = FRONT_MATTER.exec(readFileSync(join(project, file), 'utf8'))!
  const document = parseDocument(frontMatter!)
  change(document)
  writeFileSync(join(project, file), `---\n${document.toString()}---\n${prose}`)
}

function editYaml(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
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

describe('story files', () => {
  it('writes the eight stories newest first, the prose as paragraphs', () => {
    generateContent(project)
    const stories = JSON.parse(readFileSync(join(project, GENERATED_DIR, 'stories.json'), 'utf8'))
    expect(stories).toHaveLength(8)
    const dates = stories.map((story: { published: string }) => story.published)
    expect(dates).toEqual(dates.toSorted().reverse())
    expect(stories[0].body).toHaveLength(2)
  })

  it('names the file and field of a missing required field', () => {
    editFrontMatter(HPC_STORY, (document) => document.deleteIn(['client', 'size']))
    expect(problemsOf()).toContain(`${HPC_STORY}: client.size: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['services'], 'hpc'))
    expect(problemsOf()).toContain(`${HPC_STORY}: services: Invalid input: expected array, received string`)
  })

  it('rejects a publication date that is not a real day', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['published'], '2026-02-30'))
    expect(problemsOf()).toContain(`${HPC_STORY}: published: is not a real calendar date`)
  })

  it('names the file and entry of a service no service file has', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['services', 1], 'no-such-service'))
    expect(problemsOf()).toContain(`${HPC_STORY}: services[1]: no service "no-such-service"`)
  })

  it('names the service file and entry citing a story no story file has', () => {
    rmSync(join(project, HPC_STORY))
    const problems = problemsOf()
    expect(problems).toContain(
      `${HPC_SERVICE}: proof.stories[0]: no success story "optimizing-datalab-hpc-for-enhanced-performance-and-user-experience"`,
    )
    expect(problems).toContain('7 stories, but the site has at least 8')
  })

  it('names a service citing a misspelt story slug', () => {
    editYaml(HPC_SERVICE, (document) => document.setIn(['proof', 'stories', 0], 'optimising-datalab'))
    expect(problemsOf()).toContain(`${HPC_SERVICE}: proof.stories[0]: no success story "optimising-datalab"`)
  })

  it('rejects a story without prose', () => {
    const [, frontMatter] = FRONT_MATTER.exec(readFileSync(join(project, HPC_STORY), 'utf8'))!
    writeFileSync(join(project, HPC_STORY), `---\n${frontMatter}---\n`)
    expect(problemsOf()).toContain(`${HPC_STORY}: body: needs at least one paragraph`)
  })

  it('accepts a ninth story, but not one whose title another story has', () => {
    // Files are read in name order, so the copy comes first and the original is the repeat.
    cpSync(join(project, HPC_STORY), join(project, `${CONTENT_DIR}/stories/a-copy.md`))
    const problems = problemsOf()
    expect(problems).toContain(`${HPC_STORY}: title: "Optimizing DataLab HPC for Enhanced Performance and User Experience" is already the title of ${CONTENT_DIR}/stories/a-copy.md`)
    expect(problems).not.toContain('9 stories')
  })
})
