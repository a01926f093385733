// A copy of this project in a temporary folder, to build or preview with changed content (a test must
// never touch the real content files or the build the other specs serve). The copy shares this
// checkout's packages through a symlink.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from '../scripts/dev-tools/free-port.mjs'

export const REPO_DIR = fileURLToPath(new URL('..', import.meta.url))

/** The react-router command line (`react-router build`, `react-router dev`), run with this Node. */
export const REACT_ROUTER_BIN = join(REPO_DIR, 'node_modules/@react-router/dev/bin.js')

const CODE = [
  'app',
  'scripts',
  'server',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  '.gitignore',
]

/** A new temporary folder holding a copy of the content. */
export function copyContent(prefix: string) {
  const project = mkdtempSync(join(tmpdir(), prefix))
  cpSync(join(REPO_DIR, 'content'), join(project, 'content'), { recursive: true })
  return project
}

/**
 * Puts the site's code beside the copy's content (without the generated data, which the content
 * plugin writes from the copy's own content), so `react-router build` or `react-router dev` can run
 * in it.
 */
export function copyCode(project: string) {
  for (const entry of CODE) {
    cpSync(join(REPO_DIR, entry), join(project, entry), { recursive: true, filter: (source) => !source.includes('/app/generated') })
  }
  if (!existsSync(join(project, 'node_modules'))) symlinkSync(join(REPO_DIR, 'node_modules'), join(project, 'node_modules'))
}

/**
 * `react-router build` of a copy that has the site's code beside its content (copyCode), then, with
 * `postbuild`, the post-build step that writes the host rules and nginx files (`npm run build`
 * without npm). `env`: extra environment for both, such as PRERENDER_ONLY (scripts/build-steps/prerender-only.ts).
 */
export function buildCopy(project: string, { postbuild = false, env = {} }: { postbuild?: boolean; env?: Record<string, string> } = {}) {
  const options = { cwd: project, stdio: 'pipe', env: { ...process.env, ...env } } as const
  run([REACT_ROUTER_BIN, 'build'], options)
  if (postbuild) run([join(project, 'scripts/build-steps/postbuild.mjs')], options)
}

/**
 * A copy's build runs beside the other worker's browser tests, some of which time what a page does
 * (layout shifts, the first view): at a lower priority, it takes the CPU only when they leave it.
 */
const NICE = '/usr/bin/nice'

/** Runs a Node script; a failure names what it printed on both streams (the cause is often on stdout). */
function run(args: string[], options: Parameters<typeof execFileSync>[2]) {
  const [command, commandArgs] = existsSync(NICE) ? [NICE, ['-n', '10', process.execPath, ...args]] : [process.execPath, args]
  try {
    execFileSync(command, commandArgs, options)
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string }
    throw new Error(`${args.join(' ')} failed:\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`, { cause: error })
  }
}

/** `react-router dev` running in a copy (see startDevServer). */
export type DevServer = {
  origin: string
  process: ChildProcess
  /** The last few thousand characters the server printed, to explain a failure. */
  output: () => string
  /** GET `path`: its status and text, or status 0 while nothing answers. */
  get: (path: string) => Promise<{ status: number; text: string }>
}

/**
 * Starts `react-router dev` (the preview `npm run cms` starts) in a copy that has the site's code
 * beside its content (copyCode), on a free port. It watches the copy's content and regenerates the
 * data on every change, so its pages show what an editor saved without a build. Stop it with
 * `server.process.kill()`.
 */
export async function startDevServer(project: string): Promise<DevServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [REACT_ROUTER_BIN, 'dev', '--port', String(port), '--strictPort'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const origin = `http://localhost:${port}`
  return {
    origin,
    process: child,
    output: () => output,
    get: (path) =>
      fetch(origin + path).then(
        async (response) => ({ status: response.status, text: await response.text() }),
        () => ({ status: 0, text: '' }),
      ),
  }
}

/**
 * Starts the site's Node server (`npm start`'s server/start.mjs) over a copy's built site on a free
 * port, and resolves once it answers. Stop it with `process.kill()`.
 */
export async function startSiteServer(project: string): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const child = spawn(process.execPath, [join(project, 'server/start.mjs')], {
    env: { ...process.env, PORT: String(port), SITE_ROOT: join(project, 'build/client') },
    stdio: 'ignore',
  })
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((done) => setTimeout(done, 100))) {
    const status = await fetch(origin).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return { origin, process: child }
  }
  child.kill()
  throw new Error(`the site server over ${project} did not answer within 20 s`)
}
