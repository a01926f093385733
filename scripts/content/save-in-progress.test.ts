// A save in the editor passes through a temporary file before it replaces the entry's file (the
// editor's `.sveltia-tmp-…`, Chrome's `<name>.crswap`). Neither is content: the preview does not
// regenerate for it, and generation does not report it as a stray file.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from './content-copy-for-tests'
import { isTemporary } from './content-plugin'
import { CONTENT_DIR } from './generate-content'

const content = useContentCopy()

describe('a save in progress', () => {
  it('is a temporary file the preview leaves alone', () => {
    expect(isTemporary(`/project/${CONTENT_DIR}/services/.sveltia-tmp-767c34d0`)).toBe(true)
    expect(isTemporary(`/project/${CONTENT_DIR}/services/machine-learning.yaml.crswap`)).toBe(true)
    expect(isTemporary(`/project/${CONTENT_DIR}/services/machine-learning.yaml`)).toBe(false)
  })

  it('is not a content file generation complains about', () => {
    writeFileSync(join(content.dir(), CONTENT_DIR, 'services/machine-learning.yaml.crswap'), 'half a file')
    writeFileSync(join(content.dir(), CONTENT_DIR, 'services/.sveltia-tmp-767c34d0'), 'half a file')
    expect(content.problems()).toBe('')
  })
})
