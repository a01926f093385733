import { describe, expect, it } from 'vitest'

import { pagePaths } from './route-paths'
import { SEARCH_PATH } from './search-path'
import { services } from './services'
import { siteMapGroups } from './site-map'
import { stories } from './stories'

describe('siteMapGroups', () => {
  const groups = siteMapGroups()
  const listed = groups.flatMap((group) => group.pages.map((page) => page.path))

  it('lists every page a visitor can land on, once, but itself', () => {
    expect([...listed].sort()).toEqual(pagePaths.filter((path) => path !== SEARCH_PATH).sort())
  })

  it('groups the services and the stories under their own types', () => {
    const kindOf = (path: string) => groups.find((group) => group.pages.some((page) => page.path === path))?.kind
    expect(services.map((service) => kindOf(service.path))).toEqual(services.map(() => 'service'))
    expect(stories.map((story) => kindOf(`/success-stories/${story.slug}`))).toEqual(stories.map(() => 'story'))
    expect(kindOf('/privacypolicy')).toBe('page')
  })
})
