import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { loadSiteSnapshot } from './site-snapshot.mjs'

let dir
const header = (resource, name) => {
  const ok = resource.variants.get('identity').ok
  return ok[ok.indexOf(name) + 1]
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-'))
  mkdirSync(join(dir, 'client'))
  writeFileSync(join(dir, 'client/index.html'), '<html><head></head><body><h1>Home</h1></body></html>')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const load = () =>
  loadSiteSnapshot({
    root: join(dir, 'client'),
    cspHashesFile: join(dir, 'csp-hashes.json'),
    cspSourcesFile: join(dir, 'csp-sources.json'),
    log: () => {},
  })

describe('the page policy of a snapshot', () => {
  it('includes the hosts the build stored in csp-sources.json', () => {
    writeFileSync(
      join(dir, 'csp-sources.json'),
      JSON.stringify({ 'script-src': ['https://stats.example'], 'connect-src': ['https://stats.example'] }),
    )
    const policy = header(load().pages.get('/'), 'Content-Security-Policy')
    expect(policy).toContain("script-src 'self' https://stats.example")
    expect(policy).toContain("connect-src 'self' https://stats.example")
  })

  it('allows no other host when the build has no such file', () => {
    const policy = header(load().pages.get('/'), 'Content-Security-Policy')
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("connect-src 'self';")
  })
})
