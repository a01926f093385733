// Runs a named list of npm scripts one after another, stops at the first that fails, and ends with a
// table of how long each phase took, so the next slowdown shows where it starts. `npm test` and the
// CI budgets (.ci/run) are two such lists. Phases marked `together` run at the same time as their
// marked neighbours: the type check, lint and spell check are each one process on one core, so on
// two cores the three take about as long as the slowest of them instead of their sum.
// Usage: node scripts/dev-tools/phases.mjs <test|budgets>

import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'

import { formatTable } from '../benchmarks/text-table.mjs'

/** Phases that read the sources and write nothing another one reads, so they may overlap. */
const STATIC_CHECKS = { together: 'static checks' }

/** Each list: [phase name, npm script and its arguments, options]. */
export const PHASE_LISTS = {
  test: [
    ['Type check', ['typecheck'], STATIC_CHECKS],
    ['Lint and format', ['lint'], STATIC_CHECKS],
    ['Spelling', ['spellcheck'], STATIC_CHECKS],
    ['Unit tests', ['test:unit']],
    ['Build', ['build']],
    ['HTML validation', ['validate:html']],
    ['End-to-end', ['test:e2e']],
  ],
  budgets: [
    ['Size budgets', ['size']],
    ['Soak', ['soak', '--', '--no-nginx']],
    ['Lighthouse sample', ['perf', '--', '--sample']],
  ],
}

/** The command a person types for each list, as the table's title names it. */
const COMMANDS = { test: 'npm test', budgets: 'npm run ci:budgets' }

/** "1 min 05 s" or "42 s": a duration as a person reads it. */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

/**
 * The closing table: one row per phase that ran (and the ones that did not), then the total: the
 * time that passed, shorter than the sum of the rows when phases ran together.
 */
export function phaseTable(title, results, planned, elapsedMs = results.reduce((sum, entry) => sum + entry.ms, 0)) {
  const rows = planned.map(([name]) => {
    const result = results.find((entry) => entry.name === name)
    if (!result) return [name, '', 'not run']
    return [name, formatDuration(result.ms), result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`]
  })
  rows.push(['Total', formatDuration(elapsedMs), results.every((entry) => entry.code === 0) ? '' : 'failed'])
  return `${title}\n\n${formatTable(['Phase', 'Took', 'Result'], rows, (column) => column === 1)}`
}

/**
 * The plan as steps: consecutive phases with the same `together` mark form one step, every other
 * phase a step of its own.
 */
export function stepsOf(planned) {
  const steps = []
  for (const phase of planned) {
    const mark = phase[2]?.together
    const last = steps.at(-1)
    if (mark && last?.[0][2]?.together === mark) last.push(phase)
    else steps.push([phase])
  }
  return steps
}

/** Runs one npm script; with `quiet`, keeps its output to print in one piece when it ends. */
function runScript(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(output).toString() }))
  })
}

/** Runs a step's phases at once; each one's output is printed whole when it ends, never interleaved. */
async function runStep(step) {
  const quiet = step.length > 1
  return Promise.all(
    step.map(async ([name, args]) => {
      if (!quiet) console.log(`\n▶ ${name} (npm run ${args.join(' ')})\n`)
      const started = Date.now()
      const { code, output } = await runScript(args, { quiet })
      if (quiet) console.log(`\n▶ ${name} (npm run ${args.join(' ')}, beside ${step.length - 1} more)\n\n${output}`)
      return { name, ms: Date.now() - started, code }
    }),
  )
}

async function main() {
  const listName = process.argv[2]
  const planned = PHASE_LISTS[listName]
  if (!planned) throw new Error(`usage: node scripts/dev-tools/phases.mjs <${Object.keys(PHASE_LISTS).join('|')}>`)
  const results = []
  const started = Date.now()
  for (const step of stepsOf(planned)) {
    results.push(...(await runStep(step)))
    if (results.some((entry) => entry.code !== 0)) break
  }
  console.log(`\n${phaseTable(`${COMMANDS[listName]}: time per phase`, results, planned, Date.now() - started)}\n`)
  const failed = results.find((entry) => entry.code !== 0)
  if (failed) process.exitCode = failed.code
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
