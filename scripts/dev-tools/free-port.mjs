// A loopback TCP port for a server we are about to start (tests, benchmarks).

import { createServer } from 'node:net'

/**
 * A loopback port nothing listens on right now: the kernel picks one, we close it again. Another
 * process could take it in between, which on a test machine is rare enough to ignore.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
