import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { projectFingerprint, readCachedBrochure, writeCachedBrochure } from './brochure-disk-cache.server'

const projects: string[] = []
afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A project with one app file and one content file. */
function project(contentText: string) {
  const dir = mkdtempSync(join(tmpdir(), 'brochure-cache-'))
  projects.push(dir)
  mkdirSync(join(dir, 'app'), { recursive: true })
  mkdirSync(join(dir, 'content/en'), { recursive: true })
  writeFileSync(join(dir, 'app/brochure.tsx'), 'export const layout = 1\n')
  writeFileSync(join(dir, 'content/en/brochure.yaml'), contentText)
  return dir
}

const rendering = { bytes: new Uint8Array([37, 80, 68, 70]), pages: 12, sectionPages: { cover: 1, contact: 12 }, storyDetail: 'summary' }

describe('the brochure disk cache', () => {
  it('gives back a rendering of the same brochure, paper and edition, byte for byte', () => {
    const dir = project('title: Cloud\n')
    expect(readCachedBrochure(dir, 'en/cloud/A4')).toBeUndefined()
    writeCachedBrochure(dir, 'en/cloud/A4', rendering)
    expect(readCachedBrochure(dir, 'en/cloud/A4')).toEqual(rendering)
    expect(readCachedBrochure(dir, 'en/cloud/LETTER')).toBeUndefined()
    expect(readCachedBrochure(dir, 'nl/cloud/A4')).toBeUndefined()
  })

  it('never reuses a rendering once a file it could depend on differs', () => {
    const [first, second] = [project('title: Cloud\n'), project('title: Cloud and DevOps\n')]
    expect(projectFingerprint(first)).not.toBe(projectFingerprint(second))
    writeCachedBrochure(first, 'en/cloud/A4', rendering)
    // One cache folder for both, as end-to-end copies share the project's node_modules.
    symlinkSync(join(first, 'node_modules'), join(second, 'node_modules'))
    expect(readCachedBrochure(second, 'en/cloud/A4')).toBeUndefined()
    const twin = project('title: Cloud\n')
    symlinkSync(join(first, 'node_modules'), join(twin, 'node_modules'))
    expect(readCachedBrochure(twin, 'en/cloud/A4')).toEqual(rendering)
  })
})
