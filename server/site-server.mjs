// The HTTP server around the request handler (server/app.mjs): time limits for slow clients, and
// the answers Node writes itself (malformed requests, oversized headers, timeouts) given the same
// security headers as every other response.

import { STATUS_CODES, createServer } from 'node:http'

import { createRequestHandler } from './app.mjs'
import { securityHeaders } from './headers.mjs'

/** Time limits; the defaults (5 min for a request) let a slow client hold a connection far too long. */
export const DEFAULT_TIMEOUTS = {
  /** The whole request head must arrive within this, or the client gets 408. */
  headersTimeout: 20_000,
  /** The whole request must arrive within this (GET and HEAD have no body to wait for). */
  requestTimeout: 30_000,
  /** How often Node checks the two limits above. */
  connectionsCheckingInterval: 5_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
}

/** Node's parser errors, by code, and the status that answers them; anything else is a 400. */
const CLIENT_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_URI_TOO_LONG: 414,
}

/**
 * @param {Parameters<typeof createRequestHandler>[0] & { timeouts?: Partial<typeof DEFAULT_TIMEOUTS> }} options
 * @returns {{ server: import('node:http').Server, handler: ReturnType<typeof createRequestHandler> }}
 */
export function createSiteServer({ timeouts = {}, ...handlerOptions }) {
  const handler = createRequestHandler(handlerOptions)
  const { keepAliveTimeout, ...serverTimeouts } = { ...DEFAULT_TIMEOUTS, ...timeouts }
  const server = createServer(serverTimeouts, handler)
  server.keepAliveTimeout = keepAliveTimeout
  server.on('clientError', answerClientError)
  return { server, handler }
}

/**
 * Node's own answer to a request it could not parse or that took too long, with our headers.
 * Written straight to the socket (there is no response object); nothing is logged, as any client
 * can cause these at will.
 */
export function answerClientError(error, socket) {
  // A reset connection has nobody to answer; a socket mid-response must not get a second status line.
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return socket.destroy()
  const status = CLIENT_ERROR_STATUS[error.code] ?? 400
  socket.end(rawResponse(status))
}

/** A complete HTTP/1.1 response with a short text body that closes the connection. */
export function rawResponse(status) {
  const body = `${STATUS_CODES[status]}\n`
  const headers = {
    ...securityHeaders(),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`
}
