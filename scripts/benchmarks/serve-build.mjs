// A production build served for a benchmark by the project's own request handler, on a free port.

import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Serves `clientDir` (a build/client) with the request handler of the project at `projectDir` (so a
 * base build of perf:compare is served by its own server code). Resolves to its origin and close().
 */
export async function serveBuild({ projectDir, clientDir = join(projectDir, 'build', 'client') }) {
  const { createRequestHandler } = await import(pathToFileURL(join(projectDir, 'server', 'app.mjs')).href)
  const server = createServer(createRequestHandler({ root: clientDir }))
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    // Lighthouse's browser may leave keep-alive connections open: close them too, or close() waits.
    close: () => {
      server.close()
      server.closeAllConnections()
    },
  }
}
