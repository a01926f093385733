import { describe, expect, it } from 'vitest'

import { loadSiteIndex, searchPages } from '../../app/shell/search/search-engine.ts'
import { SEARCH_INDEX_PATH as APP_SEARCH_INDEX_PATH } from '../../app/shell/search/search-options.mjs'
import { PAGE_CACHE, SEARCH_INDEX_PATH, headersFor, renderHeadersFile } from '../../server/headers.mjs'
import { cacheMapEntries } from './nginx-config.mjs'
import { buildSearchIndex, pageFileOf, textFileOf } from './search-index.mjs'

const page = (title, body) =>
  `<html><head><meta name="description" content="About ${title}."></head><body><main><h1>${title}</h1>${body}</main></body></html>`

const PAGES = {
  '/disaster-recovery': page('Disaster recovery', '<h2>Recovery plans</h2><p>Failover rehearsed every quarter.</p>'),
  '/machine-learning': page('Machine learning', '<p>Models trained on Kubernetes clusters.</p>'),
  '/success-stories/retail': page('A retail platform', '<p>Warehouse stock and demand in one view.</p>'),
}
const SITE_MAP = [
  { path: '/disaster-recovery', title: 'Disaster recovery', kind: 'page' },
  { path: '/machine-learning', title: 'Machine Learning', kind: 'service' },
  { path: '/success-stories/retail', title: 'A retail platform', kind: 'story' },
]

describe('buildSearchIndex', () => {
  const { json, textFiles } = buildSearchIndex(SITE_MAP, (path) => PAGES[path])
  const index = loadSiteIndex(json)

  it('writes an index the browser code loads and searches, typos and plurals included', () => {
    expect(searchPages(index, 'disaster recovery')[0]).toMatchObject({
      path: '/disaster-recovery',
      kind: 'page',
      title: 'Disaster recovery',
    })
    expect(searchPages(index, 'kubernets')[0]?.path).toBe('/machine-learning')
    expect(searchPages(index, 'machne learning')[0]?.path).toBe('/machine-learning')
    expect(searchPages(index, 'warehouses')[0]).toMatchObject({ path: '/success-stories/retail', kind: 'story' })
  })

  it('keeps each page text out of the index, in a file named by its content', () => {
    const [hit] = searchPages(index, 'failover')
    expect(hit?.textFile).toMatch(/^\/assets\/search-text-[\w-]{10}\.txt$/)
    expect(textFiles[hit.textFile]).toBe('Disaster recovery Recovery plans Failover rehearsed every quarter.')
    expect(json).not.toContain('rehearsed every quarter')
    expect(textFileOf('a')).toBe(textFileOf('a'))
    expect(textFileOf('a')).not.toBe(textFileOf('b'))
  })

  it('finds the built file of a page path', () => {
    expect(pageFileOf('/')).toBe('index.html')
    expect(pageFileOf('/success-stories/retail')).toBe('success-stories/retail/index.html')
  })
})

describe('the index on every server', () => {
  it('is at one address for the build, the browser and the servers', () => {
    expect(APP_SEARCH_INDEX_PATH).toBe(SEARCH_INDEX_PATH)
  })

  it('is revalidated like a page on the Node server, static hosts and nginx: its name never changes', () => {
    expect(headersFor(SEARCH_INDEX_PATH)['Cache-Control']).toBe(PAGE_CACHE)
    expect(renderHeadersFile([]).text).toContain(`${SEARCH_INDEX_PATH}\n  Cache-Control: ${PAGE_CACHE}`)
    const nginx = cacheMapEntries().find(([key]) => key.includes('search-index'))
    expect(nginx?.[1]).toBe(`"${PAGE_CACHE}"`)
  })
})
