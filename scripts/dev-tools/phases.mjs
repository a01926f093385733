// Runs a named list of npm scripts one after another, stops at the first that fails, and ends with a
// table of how long each phase took, so the next slowdown shows where it starts. `npm test` and the
// CI budgets (.ci/run) are two such lists.
// Usage: node scripts/dev-tools/phases.mjs <test|budgets>

import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'

import { formatTable } from '../benchmarks/text-table.mjs'

/** Each list: [phase name, npm script and its arguments]. */
export const PHASE_LISTS = {
  test: [
    ['Type check', ['typecheck']],
    ['Lint and format', ['lint']],
    ['Spelling', ['spellcheck']],
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

/** The closing table: one row per phase that ran (and the ones that did not), then the total. */
export function phaseTable(title, results, planned) {
  const rows = planned.map(([name]) => {
    const result = results.find((entry) => entry.name === name)
    if (!result) return [name, '', 'not run']
    return [name, formatDuration(result.ms), result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`]
  })
  const total = results.reduce((sum, entry) => sum + entry.ms, 0)
  rows.push(['Total', formatDuration(total), results.every((entry) => entry.code === 0) ? '' : 'failed'])
  return `${title}\n\n${formatTable(['Phase', 'Took', 'Result'], rows, (column) => column === 1)}`
}

function runScript(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

async function main() {
  const listName = process.argv[2]
  const planned = PHASE_LISTS[listName]
  if (!planned) throw new Error(`usage: node scripts/dev-tools/phases.mjs <${Object.keys(PHASE_LISTS).join('|')}>`)
  const results = []
  for (const [name, args] of planned) {
    console.log(`\n▶ ${name} (npm run ${args.join(' ')})\n`)
    const started = Date.now()
    const code = await runScript(args)
    results.push({ name, ms: Date.now() - started, code })
    if (code !== 0) break
  }
  console.log(`\n${phaseTable(`${COMMANDS[listName]}: time per phase`, results, planned)}\n`)
  const failed = results.find((entry) => entry.code !== 0)
  if (failed) process.exitCode = failed.code
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
