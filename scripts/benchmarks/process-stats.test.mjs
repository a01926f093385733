import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { childrenOf, processStats } from './process-stats.mjs'

describe('process stats from /proc', () => {
  it.runIf(process.platform === 'linux')('counts open descriptors, those under a directory, and RSS', () => {
    const stats = processStats(process.pid, '/nonexistent-dir')
    expect(stats.descriptors).toBeGreaterThan(2)
    expect(stats.buildFiles).toBe(0)
    expect(stats.rssKiB).toBeGreaterThan(1000)
  })

  it.runIf(process.platform === 'linux')('finds a child process', async () => {
    const child = spawn('sleep', ['5'])
    try {
      await new Promise((resolve) => child.once('spawn', resolve))
      expect(childrenOf(process.pid)).toContain(child.pid)
    } finally {
      child.kill()
    }
  })
})
