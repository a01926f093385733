// A minimal HTTP/1.1 response parser for the soak's raw-socket client (scripts/benchmarks/soak-client.mjs), which
// needs to know the moment a body starts and ends to act like clients that hang up right then. It reads
// bodies by Content-Length, chunked encoding or until the connection closes; requests are GETs.

const HEAD_END = Buffer.from('\r\n\r\n')
const LINE_END = Buffer.from('\r\n')
/** A head larger than this is an error rather than something to wait for. */
const MAX_HEAD = 64 * 1024

/**
 * @typedef {{ status: number, headers: Record<string, string> }} ResponseHead
 * @typedef {{
 *   onHead?: (head: ResponseHead) => void,
 *   onBody?: (bytes: number) => void,
 *   onComplete: (head: ResponseHead) => void,
 * }} ResponseHandlers
 */

/**
 * Feeds bytes in with `feed`; calls the handlers as responses arrive, several in a row on one
 * connection. Throws on bytes that are not an HTTP/1.x response. Handlers may stop reading (the
 * caller destroys its socket); `stop()` makes later `feed` calls do nothing.
 * @param {ResponseHandlers} handlers
 */
export function createResponseReader(handlers) {
  /** @type {Buffer} */
  let buffer = Buffer.alloc(0)
  /** @type {'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailer' | 'until-close'} */
  let state = 'head'
  let remaining = 0
  /** @type {ResponseHead | null} */
  let head = null
  let stopped = false

  const complete = () => {
    const done = /** @type {ResponseHead} */ (head)
    state = 'head'
    head = null
    handlers.onComplete(done)
  }

  const body = (bytes) => {
    if (bytes > 0) handlers.onBody?.(bytes)
  }

  function readHead() {
    const end = buffer.indexOf(HEAD_END)
    if (end === -1) {
      if (buffer.length > MAX_HEAD) throw new Error('response head too large')
      return false
    }
    const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n')
    buffer = buffer.subarray(end + HEAD_END.length)
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')
    if (!match) throw new Error(`not an HTTP response: ${JSON.stringify(statusLine?.slice(0, 40))}`)
    /** @type {Record<string, string>} */
    const headers = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const status = Number(match[1])
    if (status >= 100 && status < 200) return true // interim answer; the real one follows
    head = { status, headers }
    handlers.onHead?.(head)
    if (stopped) return false
    if (status === 204 || status === 304) {
      complete()
    } else if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
      state = 'chunk-size'
    } else if (headers['content-length'] !== undefined) {
      remaining = Number(headers['content-length'])
      if (!Number.isSafeInteger(remaining) || remaining < 0) throw new Error(`bad Content-Length ${headers['content-length']}`)
      state = 'length'
      if (remaining === 0) complete()
    } else {
      state = 'until-close'
    }
    return true
  }

  /** One step of the state machine; false when it needs more bytes. */
  function step() {
    switch (state) {
      case 'head':
        return buffer.length > 0 && readHead()
      case 'length':
      case 'chunk-data': {
        if (buffer.length === 0) return false
        const take = Math.min(remaining, buffer.length)
        buffer = buffer.subarray(take)
        remaining -= take
        body(take)
        if (remaining === 0 && !stopped) {
          if (state === 'length') complete()
          else state = 'chunk-end'
        }
        return true
      }
      case 'chunk-size':
      case 'chunk-end':
      case 'trailer': {
        const end = buffer.indexOf(LINE_END)
        if (end === -1) return false
        const line = buffer.subarray(0, end).toString('latin1')
        buffer = buffer.subarray(end + LINE_END.length)
        if (state === 'chunk-end') {
          if (line !== '') throw new Error('chunk not followed by CRLF')
          state = 'chunk-size'
        } else if (state === 'trailer') {
          if (line === '') complete()
        } else {
          const size = parseInt(line, 16)
          if (!Number.isSafeInteger(size) || size < 0) throw new Error(`bad chunk size ${JSON.stringify(line)}`)
          remaining = size
          state = size === 0 ? 'trailer' : 'chunk-data'
        }
        return true
      }
      case 'until-close':
        body(buffer.length)
        buffer = Buffer.alloc(0)
        return false
    }
  }

  return {
    /** @param {Buffer} chunk */
    feed(chunk) {
      if (stopped) return
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
      while (!stopped && step());
    },
    /**
     * The connection closed. Completes a body that runs until close.
     * @returns {boolean} whether a response was cut short (or bytes of none were left over)
     */
    end() {
      if (stopped) return false
      if (state === 'until-close') {
        complete()
        return false
      }
      return state !== 'head' || buffer.length > 0
    },
    stop() {
      stopped = true
    },
  }
}
