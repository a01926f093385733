// A broken story file never reaches a visitor: each mistake stops generation with the file and the
// field named. Each test breaks one copy of the real content.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR, GENERATED_DIR, generateContent } from '../generate-content'

const content = useContentCopy()

const HPC_STORY = `${CONTENT_DIR}/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.md`
const HPC_SERVICE = `${CONTENT_DIR}/services/hpc.yaml`
const FRONT_MATTER = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/

/** Edits the front matter of one story in the copy, keeping the prose after it as written. */
function editFrontMatter(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const [, frontMatter, prose] = FRONT_MATTER.exec(readFileSync(join(content.dir(), file), 'utf8'))!
  const document = parseDocument(frontMatter!)
  change(document)
  writeFileSync(join(content.dir(), file), `---\n${document.toString()}---\n${prose}`)
}

describe('story files', () => {
  it('writes the eight stories newest first, the prose as paragraphs', () => {
    generateContent(content.dir())
    const stories = JSON.parse(readFileSync(join(content.dir(), GENERATED_DIR, 'stories.json'), 'utf8'))
    expect(stories).toHaveLength(8)
    const dates = stories.map((story: { published: string }) => story.published)
    expect(dates).toEqual(dates.toSorted().reverse())
    expect(stories[0].body).toHaveLength(2)
  })

  it('names the file and field of a missing required field', () => {
    editFrontMatter(HPC_STORY, (document) => document.deleteIn(['client', 'size']))
    expect(content.problems()).toContain(`${HPC_STORY}: client.size: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['services'], 'hpc'))
    expect(content.problems()).toContain(`${HPC_STORY}: services: Invalid input: expected array, received string`)
  })

  it('rejects a publication date that is not a real day', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['published'], '2026-02-30'))
    expect(content.problems()).toContain(`${HPC_STORY}: published: must be a real day written YYYY-MM-DD`)
  })

  it('takes the engagement length only in whole weeks, the form the stories page counts', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['duration'], '4 months'))
    expect(content.problems()).toContain(`${HPC_STORY}: duration: must be a whole number of weeks, like 12 weeks`)
  })

  it('names the file and field of a story without results, or with a result it cannot draw', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['results'], []))
    expect(content.problems()).toContain(`${HPC_STORY}: results: needs at least one result`)
  })

  it('names the result field of an unknown unit or direction, with the ones to use', () => {
    editFrontMatter(HPC_STORY, (document) => {
      document.setIn(['results', 0, 'unit'], 'kg')
      document.setIn(['results', 0, 'direction'], 'up')
    })
    const problems = content.problems()
    expect(problems).toContain(`${HPC_STORY}: results[0].unit: unknown unit "kg": use one of usd, eur, hours, weeks, percent, hours-per-week`)
    expect(problems).toContain(`${HPC_STORY}: results[0].direction: unknown direction "up": use lower-is-better or higher-is-better`)
  })

  it('asks for a plain number where a value is written as the page shows it ("30K")', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['results', 0, 'after'], '30K'))
    expect(content.problems()).toContain(`${HPC_STORY}: results[0].after: must be a plain number, e.g. 30000 for $30K or 1.5 for 1.5h`)
  })

  it('catches before and after swapped: a result must improve in its direction', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['results', 0], document.createNode({ metric: 'Run time', before: 1.5, after: 3, unit: 'hours', direction: 'lower-is-better' })))
    expect(content.problems()).toContain(`${HPC_STORY}: results[0].after: must be below before (1.5) when lower is better`)
    editFrontMatter(HPC_STORY, (document) => document.setIn(['results', 0, 'direction'], 'higher-is-better'))
    expect(content.problems()).not.toContain('results[0]')
  })

  it('accepts a result without a starting value: no baseline is made up where a story gives none', () => {
    expect(content.problems()).toBe('')
    const [, frontMatter] = FRONT_MATTER.exec(readFileSync(join(content.dir(), HPC_STORY), 'utf8'))!
    expect(parseDocument(frontMatter!).getIn(['results', 0, 'before'])).toBeUndefined()
  })

  it('names the file and entry of a service no service file has', () => {
    editFrontMatter(HPC_STORY, (document) => document.setIn(['services', 1], 'no-such-service'))
    expect(content.problems()).toContain(`${HPC_STORY}: services[1]: no service "no-such-service"`)
  })

  it('names the first file and entry citing a story no story file has, once, with how many more cite it', () => {
    rmSync(join(content.dir(), HPC_STORY))
    const problems = content.problems().split('\n')
    const slug = 'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience'
    expect(problems.filter((line) => line.includes(`"${slug}"`))).toEqual([
      `${CONTENT_DIR}/services/customized-hardware.yaml: proof.stories[0]: no success story "${slug}" (the names are the file names in ${CONTENT_DIR}/stories; 5 more references to it)`,
    ])
    expect(problems).toContain(`${CONTENT_DIR}/stories: 7 stories, but the site has at least 8 (the spec's success stories)`)
  })

  it('names a service citing a misspelt story slug', () => {
    content.edit(HPC_SERVICE, (document) => document.setIn(['proof', 'stories', 0], 'optimising-datalab'))
    expect(content.problems()).toContain(
      `${HPC_SERVICE}: proof.stories[0]: no success story "optimising-datalab" (did you mean "optimizing-datalab-hpc-for-enhanced-performance-and-user-experience"?)`,
    )
  })

  it('rejects a story without prose', () => {
    const [, frontMatter] = FRONT_MATTER.exec(readFileSync(join(content.dir(), HPC_STORY), 'utf8'))!
    writeFileSync(join(content.dir(), HPC_STORY), `---\n${frontMatter}---\n`)
    expect(content.problems()).toContain(`${HPC_STORY}: body: needs at least one paragraph`)
  })

  it('names a link in the prose to a page the site does not have, in any paragraph or list', () => {
    const [, frontMatter] = FRONT_MATTER.exec(readFileSync(join(content.dir(), HPC_STORY), 'utf8'))!
    const prose = [
      'See [how we work](/about#approach) and [our HPC service](/hpc-as-a-service).',
      '- [Brochures](/brochures)\n- [A story](/success-stories/no-such-story)',
    ]
    writeFileSync(join(content.dir(), HPC_STORY), `---\n${frontMatter}---\n${prose.join('\n\n')}\n`)
    const problems = content.problems().split('\n')
    expect(problems.filter((line) => line.includes('no page'))).toEqual([
      `${HPC_STORY}: body[0]: no page "/hpc-as-a-service"`,
      `${HPC_STORY}: body[1]: no page "/success-stories/no-such-story"`,
    ])
  })

  it('accepts a ninth story, but not one whose title another story has', () => {
    // Files are read in name order, so the copy comes first and the original is the repeat.
    cpSync(join(content.dir(), HPC_STORY), join(content.dir(), `${CONTENT_DIR}/stories/a-copy.md`))
    const problems = content.problems()
    expect(problems).toContain(`${HPC_STORY}: title: "Optimizing DataLab HPC for Enhanced Performance and User Experience" is already the title of ${CONTENT_DIR}/stories/a-copy.md`)
    expect(problems).not.toContain('9 stories')
  })
})
