import { describe, expect, it } from 'vitest'

import { createResponseReader } from './http-response-reader.mjs'

function collect() {
  const events = []
  const reader = createResponseReader({
    onHead: ({ status }) => events.push(`head ${status}`),
    onBody: (bytes) => events.push(`body ${bytes}`),
    onComplete: ({ status }) => events.push(`done ${status}`),
  })
  return { events, reader }
}

describe('HTTP response reader', () => {
  it('reads keep-alive responses by Content-Length, split anywhere', () => {
    const { events, reader } = collect()
    const bytes = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhelloHTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n')
    for (let i = 0; i < bytes.length; i += 7) reader.feed(bytes.subarray(i, i + 7))
    expect(events.filter((event) => !event.startsWith('body'))).toEqual(['head 200', 'done 200', 'head 404', 'done 404'])
    expect(events.filter((event) => event.startsWith('body')).reduce((sum, event) => sum + Number(event.split(' ')[1]), 0)).toBe(5)
    expect(reader.end()).toBe(false)
  })

  it('reads chunked bodies with trailers', () => {
    const { events, reader } = collect()
    reader.feed(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;x=y\r\nde\r\n0\r\nX-T: 1\r\n\r\n'))
    expect(events).toEqual(['head 200', 'body 3', 'body 2', 'done 200'])
  })

  it('ends a body without length at close, and reports a response cut short', () => {
    const untilClose = collect()
    untilClose.reader.feed(Buffer.from('HTTP/1.0 200 OK\r\n\r\nabc'))
    expect(untilClose.reader.end()).toBe(false)
    expect(untilClose.events).toEqual(['head 200', 'body 3', 'done 200'])

    const cut = collect()
    cut.reader.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc'))
    expect(cut.reader.end()).toBe(true)
  })

  it('skips interim responses and has no body for 304', () => {
    const { events, reader } = collect()
    reader.feed(Buffer.from('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 304 Not Modified\r\nContent-Length: 99\r\n\r\n'))
    expect(events).toEqual(['head 304', 'done 304'])
  })

  it('stops at once when a handler says so', () => {
    const events = []
    const reader = createResponseReader({
      onBody: (bytes) => {
        events.push(bytes)
        reader.stop()
      },
      onComplete: () => events.push('done'),
    })
    reader.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\nabc'))
    reader.feed(Buffer.from('def'))
    expect(events).toEqual([3])
  })

  it('refuses what is not HTTP', () => {
    const { reader } = collect()
    expect(() => reader.feed(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(/not an HTTP response/)
  })
})
