import { describe, expect, it } from 'vitest'

import { PHASE_LISTS, formatDuration, phaseTable, stepsOf } from './phases.mjs'

describe('the phase table', () => {
  it('writes durations as a person reads them', () => {
    expect(formatDuration(4_400)).toBe('4 s')
    expect(formatDuration(65_000)).toBe('1 min 05 s')
    expect(formatDuration(872_000)).toBe('14 min 32 s')
  })

  it('lists every planned phase with its time, marks the failed one and those never run, and totals', () => {
    const planned = PHASE_LISTS.test
    const table = phaseTable(
      'npm test: time per phase',
      [
        { name: 'Type check', ms: 15_000, code: 0 },
        { name: 'Lint and format', ms: 20_000, code: 1 },
      ],
      planned,
    )
    const lines = table.split('\n')
    expect(lines[0]).toBe('npm test: time per phase')
    expect(table).toMatch(/Type check\s+15 s\s+passed/)
    expect(table).toMatch(/Lint and format\s+20 s\s+FAILED \(exit 1\)/)
    expect(table).toMatch(/End-to-end\s+not run/)
    expect(lines.at(-1)).toMatch(/^Total\s+35 s\s+failed$/)
  })

  it('totals the time that passed when phases ran together', () => {
    const results = [
      { name: 'Type check', ms: 15_000, code: 0 },
      { name: 'Lint and format', ms: 20_000, code: 0 },
      { name: 'Spelling', ms: 4_000, code: 0 },
    ]
    expect(phaseTable('npm test', results, PHASE_LISTS.test, 21_000).split('\n').at(-1)).toMatch(/^Total\s+21 s\s*$/)
  })

  it('runs the static checks together and the unit tests, build and end-to-end tests each alone, in order', () => {
    expect(stepsOf(PHASE_LISTS.test).map((step) => step.map(([name]) => name))).toEqual([
      ['Type check', 'Lint and format', 'Spelling'],
      ['Unit tests'],
      ['Build'],
      ['HTML validation'],
      ['End-to-end'],
    ])
    // The budgets time things; nothing may run beside them.
    expect(stepsOf(PHASE_LISTS.budgets).every((step) => step.length === 1)).toBe(true)
  })

  it('runs, in npm test, every check the README names, the end-to-end tests last', () => {
    expect(PHASE_LISTS.test.map(([, [script]]) => script)).toEqual([
      'typecheck',
      'lint',
      'spellcheck',
      'test:unit',
      'build',
      'validate:html',
      'test:e2e',
    ])
    expect(PHASE_LISTS.budgets.map(([name]) => name)).toEqual(['Size budgets', 'Soak', 'Lighthouse sample'])
  })
})
