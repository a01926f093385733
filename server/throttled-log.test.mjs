import { describe, expect, it } from 'vitest'

import { createThrottledLog } from './throttled-log.mjs'

describe('createThrottledLog', () => {
  it('writes an error once per interval and counts the repeats in the next report', () => {
    const lines = []
    let time = 0
    const logError = createThrottledLog((...args) => lines.push(args), { intervalMs: 1000, now: () => time })
    const error = Object.assign(new Error('read failed'), { code: 'EIO' })
    for (let i = 0; i < 5; i++) logError(error, 'Request failed:', `/file-${i}`)
    expect(lines).toEqual([['Request failed:', '/file-0', error]])
    time = 1000
    logError(error, 'Request failed:', '/file-5')
    expect(lines[1]).toEqual(['Request failed:', '/file-5', error, '(4 more like it since the last report)'])
  })

  it('keeps different errors apart', () => {
    const lines = []
    const logError = createThrottledLog((...args) => lines.push(args), { now: () => 0 })
    logError(new Error('one'))
    logError(new Error('two'))
    logError(new Error('one'))
    expect(lines).toHaveLength(2)
  })
})
