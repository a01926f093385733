import { index, layout, route } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'

import { prerenderOnly, prerenderOnlyEntries, routesFor } from './prerender-only'

const ALL = ['/', '/about', '/contactus', '/logos/aws.png', '/logos/azure.png', '/pagenotfound', '/404']
const ALWAYS = ['/pagenotfound', '/404']

describe('PRERENDER_ONLY', () => {
  it('changes nothing when unset or empty', () => {
    expect(prerenderOnlyEntries(undefined)).toBeNull()
    expect(prerenderOnlyEntries(' , ')).toBeNull()
    expect(prerenderOnly(null, ALL, ALWAYS)).toEqual(ALL)
  })

  it('keeps the named paths, prefixes ending in *, and the not-found pages, in the site order', () => {
    expect(prerenderOnly(prerenderOnlyEntries('/logos/*, /about'), ALL, ALWAYS)).toEqual([
      '/about',
      '/logos/aws.png',
      '/logos/azure.png',
      '/pagenotfound',
      '/404',
    ])
  })

  it('stops on a path the site does not have, so a typo cannot shrink a fixture quietly', () => {
    expect(() => prerenderOnly(['/abuot'], ALL, ALWAYS)).toThrow('PRERENDER_ONLY names paths the site does not have: /abuot')
  })

  it('keeps only the routes the paths use, with their layout, and the catch-all for the not-found pages', () => {
    const routes = [
      layout('routes/site-layout.tsx', [
        index('routes/home.tsx'),
        route('/about', 'routes/info-page.tsx', { id: 'page/about' }),
        route('/contactus', 'routes/info-page.tsx', { id: 'page/contactus' }),
        route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
      ]),
      route('logos/:file', 'routes/technology-logo.ts'),
    ]
    const kept = routesFor(routes, ['/about', '/404'])
    expect(kept).toHaveLength(1)
    expect(kept[0]!.children!.map((entry) => entry.id)).toEqual(['page/about', 'catch-all'])
  })
})
