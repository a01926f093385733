import { describe, expect, it } from 'vitest'

import { queryFromPath } from './query-from-path'

describe('queryFromPath', () => {
  it.each([
    ['/startups', 'startups'],
    ['/aws', 'aws'],
    ['/services/Cloud_Migration.html', 'services cloud migration'],
    ['/disaster-recovery/2024/', 'disaster recovery'],
    ['/%E2%82%AC-pricing', 'pricing'],
    ['/a/b', ''],
    ['/bad%E0%A4%A', 'bad e0 a4'],
  ])('reads %s as "%s"', (path, query) => {
    expect(queryFromPath(path)).toBe(query)
  })
})
