import { describe, expect, it } from 'vitest'

import { soakProblems } from './soak-verdict.mjs'

const stats = (descriptors, rssKiB, buildFiles = 0) => ({ descriptors, rssKiB, buildFiles })
const outcome = (before, after, extra = {}) => ({
  before,
  after,
  died: null,
  errors: {},
  statuses: { 200: 10 },
  stoppedEarly: null,
  ...extra,
})

describe('soak verdict', () => {
  it('passes a server that gives back its descriptors and memory', () => {
    expect(soakProblems(outcome(stats(20, 60_000), stats(25, 78_000)))).toEqual([])
  })

  it('fails more than 5 new descriptors, naming those into build/', () => {
    const [problem] = soakProblems(outcome(stats(20, 60_000), stats(26, 60_000, 6)))
    expect(problem).toMatch(/descriptors grew by 6 \(20 -> 26; 6 point into build\/\)/)
  })

  it('fails RSS growth beyond 30 %', () => {
    expect(soakProblems(outcome(stats(20, 60_000), stats(20, 78_001)))).toEqual([expect.stringMatching(/RSS grew by 30 %/)])
  })

  it('fails a dead server, a run stopped early, connection errors and 5xx answers', () => {
    const problems = soakProblems(
      outcome(stats(20, 1), null, {
        died: 'exit code 1',
        stoppedEarly: 'did not finish within 300 s',
        errors: { ECONNRESET: 3 },
        statuses: { 200: 5, 503: 2 },
      }),
    )
    expect(problems).toEqual([
      'the server died: exit code 1',
      'did not finish within 300 s',
      '3 connection errors: 3 × ECONNRESET',
      '2 responses with status 503',
    ])
  })
})
