import { describe, expect, it } from 'vitest'

import { parseDuration, parseWrkOutput } from './wrk.mjs'

const CLEAN = `Running 3s test @ http://127.0.0.1:3977/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    11.58ms   16.94ms 234.10ms   95.68%
    Req/Sec     5.62k     2.05k    8.05k    63.33%
  Latency Distribution
     50%    7.17ms
     75%   10.87ms
     90%   18.55ms
     99%   99.58ms
  16850 requests in 3.02s, 200.95MB read
Requests/sec:   5575.17
Transfer/sec:     66.49MB
`

const TROUBLED = `Running 10s test @ http://127.0.0.1:8080/nothing
  1 threads and 50 connections
  Latency Distribution
     50%  635.00us
     75%  800.00us
     90%    1.20ms
     99%    2.01s
  123456 requests in 10.00s, 1.23GB read
  Socket errors: connect 1, read 2, write 3, timeout 4
  Non-2xx or 3xx responses: 123000
Requests/sec:  12345.60
Transfer/sec:    125.94MB
`

describe('wrk output', () => {
  it('reads requests per second, p99 and the request count', () => {
    expect(parseWrkOutput(CLEAN)).toEqual({
      requests: 16850,
      seconds: 3.02,
      requestsPerSecond: 5575.17,
      p99Ms: 99.58,
      socketErrors: 0,
      non2xx3xx: 0,
    })
  })

  it('adds up socket errors and reads the non-2xx/3xx count', () => {
    const run = parseWrkOutput(TROUBLED)
    expect(run.socketErrors).toBe(10)
    expect(run.non2xx3xx).toBe(123000)
    expect(run.p99Ms).toBeCloseTo(2010)
  })

  it('converts wrk time units to milliseconds', () => {
    expect(parseDuration('850.00us')).toBeCloseTo(0.85)
    expect(parseDuration('1.50m')).toBe(90_000)
    expect(() => parseDuration('fast')).toThrow()
  })

  it('refuses output without a latency distribution', () => {
    expect(() => parseWrkOutput(CLEAN.replace(/ {5}99%.*\n/, ''))).toThrow(/99th percentile/)
  })
})
