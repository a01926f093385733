// The route table's own small files say what the full content says: every service and info page.
import { describe, expect, it } from 'vitest'

import { brochures } from './brochures'
import { infoPageFiles } from './info-pages'
import { brochureRouteSlugs, infoPageRoutePaths, serviceRouteTable, storyRouteSlugs } from './route-table'
import { services } from './services'
import { storySlugs } from './story-slugs'

describe('the route table', () => {
  it('has every service’s slug and path, every info page’s path, and every story and brochure, in order', () => {
    expect(serviceRouteTable).toEqual(services.map(({ slug, path }) => ({ slug, path })))
    expect(infoPageRoutePaths).toEqual(infoPageFiles.map((page) => page.path))
    expect(storyRouteSlugs).toEqual(storySlugs)
    expect(brochureRouteSlugs).toEqual(brochures.map((brochure) => brochure.slug))
  })
})
