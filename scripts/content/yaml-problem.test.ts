// A YAML syntax mistake names the file and the line to fix, with the lines around it, so an editor
// finds it without counting lines. Each test writes one broken file into a copy of the real content.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from './content-copy-for-tests'
import { CONTENT_DIR } from './generate-content'

const content = useContentCopy()
const SERVICE = `${CONTENT_DIR}/services/block-chain.yaml`
const STORY = `${CONTENT_DIR}/stories/order-management-system-to-improve-operational-efficiency.md`
const LONG = 'Smart contracts and shared ledgers that are audited before launch and operated with care after it, for years.'

/** Writes a file of the copy, one entry per line. */
function write(file: string, lines: readonly string[]) {
  writeFileSync(join(content.dir(), file), `${lines.join('\n')}\n`)
}

describe('a YAML syntax mistake', () => {
  it.each([
    {
      // The first field under `hero:`; the yaml package names the line after it, where the two disagree.
      what: 'the line indented too far',
      lines: ['order: 3', 'hero:', `   promise: ${LONG}`, '  lead: We build on Ethereum-compatible networks.', 'name: Blockchain'],
      line: 3,
      excerpt: [
        '    2 | hero:',
        '  > 3 |    promise: Smart contracts and shared ledgers that are audited before launch and operated with car…',
        '    4 |   lead: We build on Ethereum-compatible networks.',
      ],
    },
    {
      // The yaml package reads `lead:` as part of the line before it, and names that one.
      what: 'a later line indented too far, not the line before it',
      lines: ['order: 3', 'hero:', '  promise: Audited smart contracts.', '   lead: Shared ledgers.', '  secondaryCta: null'],
      line: 4,
      excerpt: ['    3 |   promise: Audited smart contracts.', '  > 4 |    lead: Shared ledgers.', '    5 |   secondaryCta: null'],
    },
  ])('names the file and $what, with the lines around it', ({ lines, line, excerpt }) => {
    write(SERVICE, lines)
    expect(content.problems()).toBe(
      [`${SERVICE}:${line}: not valid YAML: this line starts with 3 spaces; the lines around it need 2 spaces`, ...excerpt].join('\n'),
    )
  })

  it('counts the lines of a Markdown file from its first line, the opening ---', () => {
    write(STORY, ['---', 'title: Order management', '  industry: Industrial distribution', 'region: Southern Europe', '---', 'Prose.'])
    expect(content.problems()).toBe(
      [
        `${STORY}:3: not valid YAML: this line starts with 2 spaces; the lines around it need no spaces`,
        '    2 | title: Order management',
        '  > 3 |   industry: Industrial distribution',
        '    4 | region: Southern Europe',
      ].join('\n'),
    )
  })

  it('names the line of a bracket never closed, not the end of the file', () => {
    write(SERVICE, ['order: 3', 'name: [Blockchain'])
    expect(content.problems()).toBe(
      [
        `${SERVICE}:2: not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]`,
        '    1 | order: 3',
        '  > 2 | name: [Blockchain',
        '    3 |',
      ].join('\n'),
    )
  })
})
