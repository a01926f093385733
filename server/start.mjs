// `npm start`: serve the production build, building it first when there is none.

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { createRequestHandler } from './app.mjs'

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(projectDir, 'build', 'client')

if (!existsSync(join(root, 'index.html'))) {
  console.log('No build found; running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = Number(process.env.PORT) || 3000
const server = createServer(createRequestHandler({ root }))
// Without HOST, Node listens on every interface (IPv6 and IPv4 where available).
server.listen(port, process.env.HOST || undefined, () => {
  console.log(`Serving build/client at http://localhost:${port}`)
})

function shutdown(signal) {
  console.log(`${signal} received, closing server.`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Keep-alive clients mid-request get a moment to finish, then we stop regardless.
  setTimeout(() => process.exit(0), 5000).unref()
}
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
