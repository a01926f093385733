// What `react-router build` prints for broken content: the problems first, each once, without a
// stack trace, and a failed exit; the build stops while Vite loads its config, before bundling.
// Runs the real command in a copy of the project (e2e/project-copy.ts) with two content files broken.
import { spawnSync } from 'node:child_process'
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REACT_ROUTER_BIN, copyCode, copyContent } from '../../e2e/project-copy'
import { CONTENT_DIR } from './generate-content'

const SERVICE = `${CONTENT_DIR}/services/block-chain.yaml`
const STORY = `${CONTENT_DIR}/stories/order-management-system-to-improve-operational-efficiency.md`

describe('react-router build with broken content', () => {
  let project = ''
  let result: { status: number | null; lines: string[] }
  let storyLines: string[] = []

  beforeAll(() => {
    project = copyContent('content-build-')
    copyCode(project)
    // A required field removed (a brochure lists this service: that is not reported again)...
    const service = join(project, SERVICE)
    writeFileSync(service, readFileSync(service, 'utf8').replace(/^name: .*\n/m, ''))
    // ...and a front matter line indented by mistake.
    const story = join(project, STORY)
    storyLines = readFileSync(story, 'utf8').split('\n')
    writeFileSync(story, storyLines.join('\n').replace('\nregion:', '\n  region:'))

    // One file for both streams keeps the order in which they were written.
    const outputFile = join(project, 'build-output.txt')
    const output = openSync(outputFile, 'w')
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
    delete env.FORCE_COLOR
    const { status } = spawnSync(process.execPath, [REACT_ROUTER_BIN, 'build'], { cwd: project, stdio: ['ignore', output, output], env, timeout: 60_000 })
    closeSync(output)
    result = { status, lines: readFileSync(outputFile, 'utf8').split('\n').filter((line) => line.trim()) }
  }, 90_000)
  afterAll(() => rmSync(project, { recursive: true, force: true }))

  it('fails', () => {
    expect(result.status).not.toBe(0)
    expect(result.status).not.toBeNull()
  })

  it('prints the problems first, each once, and nothing after them: no stack trace, no second copy', () => {
    expect(result.lines).toEqual([
      `${SERVICE}: name: required`,
      `${STORY}:5: not valid YAML: this line starts with 2 spaces; the lines around it need no spaces`,
      `    4 | ${storyLines[3]}`,
      `  > 5 |   ${storyLines[4]}`,
      `    6 | ${storyLines[5]}`,
    ])
  })
})
