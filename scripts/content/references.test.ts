// One mistake, one line: a file that fails its own checks is reported, and what other files say of it
// is not reported again; a name no file has is reported once, with the closest name as a hint.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from './content-copy-for-tests'
import { CONTENT_DIR } from './generate-content'
import { closestName } from './references'

const content = useContentCopy()
const BLOCK_CHAIN = `${CONTENT_DIR}/services/block-chain.yaml`
const BROCHURE = `${CONTENT_DIR}/brochures/engineering-and-quality.yaml`
const STORY = 'order-management-system-to-improve-operational-efficiency'

/** The generator's problems for the copy, one entry per line. */
const problemLines = () => content.problems().split('\n')

describe('a file that fails its own checks', () => {
  it('is the only one reported, not a brochure that lists it', () => {
    content.edit(BLOCK_CHAIN, (document) => document.deleteIn(['name']))
    expect(problemLines()).toEqual([`${BLOCK_CHAIN}: name: required`])
  })

  it('is the only one reported, not the pages that link to its path', () => {
    const RESOURCING = `${CONTENT_DIR}/services/resourcing.yaml`
    content.edit(RESOURCING, (document) => document.setIn(['desc'], 'A bench of 150+ engineers ready to join your team.'))
    expect(problemLines()).toEqual([`${RESOURCING}: desc: write {{figure.workforce}} instead of "150+" (settings.yaml: companyFigures.workforce)`])
  })

  it('is the only one reported when it is not YAML at all, however many files name it', () => {
    const file = join(content.dir(), BLOCK_CHAIN)
    writeFileSync(file, readFileSync(file, 'utf8').replace('\nname: Blockchain\n', '\nname: [Blockchain\n'))
    const problems = problemLines()
    expect(problems[0]).toMatch(new RegExp(`^${BLOCK_CHAIN}:\\d+: not valid YAML: `))
    expect(problems.filter((line) => !line.startsWith(' '))).toHaveLength(1)
  })

  it('alone is reported when it is the settings, whose figures every file uses', () => {
    content.edit(`${CONTENT_DIR}/settings.yaml`, (document) => document.deleteIn(['companyFigures', 'workforce', 'value']))
    expect(problemLines()).toEqual([`${CONTENT_DIR}/settings.yaml: companyFigures.workforce.value: required`])
  })
})

describe('a name no file has', () => {
  it('is reported with the closest name as a hint', () => {
    content.edit(BROCHURE, (document) => document.setIn(['services', 3], 'block-chian'))
    expect(problemLines()).toContain(`${BROCHURE}: services[3]: no service "block-chian" (did you mean "block-chain"?)`)
  })

  it('is reported once, where it is first named, after its file was renamed', () => {
    const stories = join(content.dir(), CONTENT_DIR, 'stories')
    renameSync(join(stories, `${STORY}.md`), join(stories, 'order-management-system.md'))
    expect(problemLines()).toEqual([
      `${CONTENT_DIR}/services/quality-assurance.yaml: proof.stories[0]: no success story "${STORY}" (did you mean "order-management-system"? 1 more reference to it)`,
    ])
  })

  it('says where the names come from when none is close', () => {
    content.edit(BROCHURE, (document) => document.setIn(['services', 3], 'ledger-consulting'))
    const problems = problemLines()
    expect(problems).toContain(`${BROCHURE}: services[3]: no service "ledger-consulting" (the names are the file names in ${CONTENT_DIR}/services)`)
    expect(Math.max(...problems.map((line) => line.length))).toBeLessThan(200)
  })
})

describe('closestName', () => {
  const SERVICES = ['block-chain', 'bot-development', 'hpc', 'machine-learning', 'quantum-computing']

  it('offers the name a typo, a missing letter or two swapped letters came from', () => {
    expect(closestName('block-chian', SERVICES)).toBe('block-chain')
    expect(closestName('machine-lerning', SERVICES)).toBe('machine-learning')
    expect(closestName('hcp', SERVICES)).toBe('hpc')
  })

  it('offers a name that starts the same way, or shares most words', () => {
    expect(closestName('quantum', SERVICES)).toBe('quantum-computing')
    expect(closestName('development-bot', SERVICES)).toBe('bot-development')
  })

  it('offers nothing when no name is close', () => {
    expect(closestName('ledger-consulting', SERVICES)).toBeUndefined()
    expect(closestName('ai', SERVICES)).toBeUndefined()
  })
})
