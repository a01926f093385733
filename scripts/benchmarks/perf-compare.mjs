// `npm run perf:compare -- <git-ref> [routes...] [--runs N]`: Lighthouse on the same routes of two
// builds, the working tree's build/client ("head") and a build of <git-ref> ("base"), taking turns
// (lighthouse/compare.mjs). It answers the question an absolute number cannot on a shared machine:
// is a slower number this change, or the host? A host slowdown lands on both builds alike; a
// regression shows as a difference between them. Prints a table; judges nothing. Five runs per build
// by default (lighthouse/runs.mjs), Lighthouse's default config as `npm run perf` uses it.
// The base is checked out into a temporary git worktree, built there with its own build script
// (sharing this checkout's node_modules) and served by its own server module, then removed.

import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { CLIENT_DIR, PROJECT_DIR, builtPages, ensureBuild, resolveRoutes } from './built-pages.mjs'
import { pairedRuns } from './lighthouse/paired-runs.mjs'
import { COMPARE_RUNS, parseRuns } from './lighthouse/runs.mjs'
import { serveBuild } from './serve-build.mjs'
import { formatTable } from './text-table.mjs'

const git = (...args) => execFileSync('git', args, { cwd: PROJECT_DIR, encoding: 'utf8' }).trim()

/** A worktree of `ref` with its own build/client, built with its own npm run build. */
function buildBase(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const dir = mkdtempSync(join(tmpdir(), 'perf-compare-'))
  git('worktree', 'add', '--detach', dir, commit)
  symlinkSync(join(PROJECT_DIR, 'node_modules'), join(dir, 'node_modules'))
  console.log(`Building ${ref} (${commit.slice(0, 7)}) in ${dir} ...`)
  // The build's own output (Vite's warnings among it) only matters when it fails.
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (build.status !== 0) throw new Error(`npm run build of ${ref} failed (exit ${build.status}):\n${(build.stderr ?? '').slice(-4000)}`)
  return { dir, commit, remove: () => git('worktree', 'remove', '--force', dir) }
}

async function main() {
  const [ref, ...rest] = process.argv.slice(2)
  if (!ref || ref.startsWith('-')) throw new Error('usage: npm run perf:compare -- <git-ref> [routes...] [--runs N]')
  const { runs, rest: routeArgs } = parseRuns(rest, COMPARE_RUNS)
  ensureBuild()
  const routes = resolveRoutes(routeArgs.length > 0 ? routeArgs : ['--sample'], [...builtPages(CLIENT_DIR).keys()])
  const base = buildBase(ref)
  const servers = {}
  try {
    servers.base = await serveBuild({ projectDir: base.dir })
    servers.head = await serveBuild({ projectDir: PROJECT_DIR })
    const rows = []
    for (const route of routes) {
      const comparison = await pairedRuns(route, runs, { base: servers.base.origin, head: servers.head.origin })
      const { base: b, head: h, change } = comparison
      const signed = (value, digits = 0) => (value === null ? 'n/a' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`)
      rows.push([
        route,
        `${Math.round(b.tbtMs)} / ${Math.round(h.tbtMs)}`,
        signed(change.tbtMs),
        `${Math.round(b.mainThreadMs)} / ${Math.round(h.mainThreadMs)}`,
        comparison.mainThreadRatio === null ? 'n/a' : `${comparison.mainThreadRatio.toFixed(2)} ×`,
        `${b.lcpSeconds.toFixed(2)} / ${h.lcpSeconds.toFixed(2)}`,
        signed(change.lcpSeconds, 2),
        `${b.performance} / ${h.performance}`,
        `${Math.round(b.benchmarkIndex)} / ${Math.round(h.benchmarkIndex)}`,
      ])
    }
    console.log(`\nMedians of ${runs} run(s) each, base ${ref} (${base.commit.slice(0, 7)}) / head (the working tree's build):\n`)
    console.log(
      formatTable(['route', 'TBT ms', 'change', 'main thread ms', 'head / base', 'LCP s', 'change', 'Performance', 'benchmarkIndex'], rows),
    )
  } finally {
    for (const server of Object.values(servers)) server.close()
    base.remove()
    if (existsSync(base.dir)) rmSync(base.dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
