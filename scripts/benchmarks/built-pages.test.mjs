import { describe, expect, it } from 'vitest'

import { UNKNOWN_PATH, resolveRoutes, sampleRoutes } from './built-pages.mjs'

describe('route selection', () => {
  const pages = [
    '/',
    '/about',
    '/business-intelligence',
    '/contactus',
    '/success-stories',
    '/success-stories/a-story',
    '/success-stories/b-story',
  ]

  it('samples home, a service, a story, about, contact and an unknown path', () => {
    const sample = sampleRoutes(pages)
    expect(sample).toHaveLength(6)
    expect(sample[0]).toBe('/')
    expect(sample[1]).toBe('/business-intelligence')
    expect(sample[2]).toMatch(/^\/success-stories\/.+/)
    expect(sample.slice(3)).toEqual(['/about', '/contactus', UNKNOWN_PATH])
  })

  it('adds the Dutch home and service when the build has the Dutch edition', () => {
    expect(sampleRoutes([...pages, '/nl', '/nl/business-intelligence']).slice(3)).toEqual([
      '/about',
      '/contactus',
      '/nl',
      '/nl/business-intelligence',
      UNKNOWN_PATH,
    ])
  })

  it('fails when a sample page is not built', () => {
    expect(() => sampleRoutes(pages.filter((path) => path !== '/contactus'))).toThrow('/contactus')
  })

  it('uses the given paths, --sample, or every page plus the unknown path', () => {
    expect(resolveRoutes(['/about', '/nope'], pages)).toEqual(['/about', '/nope'])
    expect(resolveRoutes([], pages)).toEqual([...pages, UNKNOWN_PATH])
    expect(resolveRoutes(['--sample', '/about', '/startup'], pages)).toEqual([...sampleRoutes(pages), '/startup'])
    expect(() => resolveRoutes(['--all'], pages)).toThrow('unknown option')
    expect(() => resolveRoutes(['about'], pages)).toThrow("must start with '/'")
  })
})
