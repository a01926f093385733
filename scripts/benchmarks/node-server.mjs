// `npm start` (node server/start.mjs) as a child process on a free loopback port, for the benchmarks
// (scripts/benchmarks/load.mjs, scripts/benchmarks/soak.mjs), which start it the way a deployment does.

import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { freePort } from '../dev-tools/free-port.mjs'

const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url))
const HOST = '127.0.0.1'
/** What server/start.mjs prints once it listens. */
const READY_LINE = 'Serving '

/**
 * A running server. `output` holds what it printed (stdout and stderr), to explain a crash; `exit` is
 * set once it has exited, with its code or signal.
 * @typedef {{
 *   origin: string,
 *   process: import('node:child_process').ChildProcess,
 *   output: () => string,
 *   exit: () => string | null,
 * }} NodeServer
 */

/**
 * Starts `node server/start.mjs` and resolves once it says it is serving.
 * @param {{ echoErrors?: boolean }} [options] echoErrors: copy its stderr to ours as it comes
 * @returns {Promise<NodeServer>}
 */
export async function startNodeServer({ echoErrors = true } = {}) {
  const port = await freePort(HOST)
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: PROJECT_DIR,
    env: { ...process.env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  /** @type {string | null} */
  let exit = null
  child.once('exit', (code, signal) => (exit = signal ?? `exit code ${code}`))
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => {
    output += chunk
    if (echoErrors) process.stderr.write(chunk)
  })
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000)
    const check = () => {
      if (!output.includes(READY_LINE)) return
      clearTimeout(timer)
      child.stdout?.off('data', check)
      resolve(undefined)
    }
    child.stdout?.on('data', check)
    child.once('exit', () => {
      clearTimeout(timer)
      reject(new Error(`server exited (${exit}) before serving:\n${output}`))
    })
  })
  return { origin: `http://${HOST}:${port}`, process: child, output: () => output, exit: () => exit }
}

/**
 * SIGTERM (the server closes gracefully), SIGKILL after 10 s.
 * @param {NodeServer} server
 */
export function stopNodeServer(server) {
  const child = server.process
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
    child.kill('SIGTERM')
  })
}
