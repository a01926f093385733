import { describe, expect, it } from 'vitest'

import { withoutScripts } from '../script-free-copy.mjs'
import { floorRow } from './floor.mjs'

const figures = (mainThreadMs, tbtMs) => ({ runs: 5, mainThreadMs, tbtMs, lcpSeconds: 1, performance: 100, benchmarkIndex: 1500 })

describe('perf:floor', () => {
  it('meets the targets at most 1.3 × the control and at most 30 ms of TBT above it', () => {
    const row = floorRow('/about', { base: figures(1000, 20), head: figures(1300, 50), mainThreadRatio: 1.3 })
    expect(row.meets).toBe(true)
    expect(row.cells).toEqual(['/about', '1300 / 1000', '1.30 ×', '50 / 20', '+30', 'yes', '1500 / 1500'])
  })

  it('misses them on either figure', () => {
    expect(floorRow('/', { base: figures(1000, 0), head: figures(1400, 0), mainThreadRatio: 1.4 }).meets).toBe(false)
    expect(floorRow('/', { base: figures(1000, 0), head: figures(1000, 31), mainThreadRatio: 1 }).meets).toBe(false)
  })

  it('removes every script and module preload from a page, and nothing else', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/><script>document.documentElement.dataset.x=""</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Hi</h1><script type="module" src="/c.js"></script></body>'
    expect(withoutScripts(html)).toBe('<head><link rel="stylesheet" href="/a.css"/></head><body><h1>Hi</h1></body>')
  })
})
