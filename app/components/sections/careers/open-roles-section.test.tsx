// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { careersPage } from '~/content/careers-page'
import { type Job, jobs, officeFilters, practiceFilters } from '~/content/jobs'
import { site } from '~/content/site'

import { OpenRolesSection } from './open-roles-section'

// The roles list in both of its states, with roles the test picks (whichever are open today does
// not matter): a grid with filters, or, with no role open, what to do instead.

function render(list: readonly Job[], current = '/careers') {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <OpenRolesSection
        id="open-roles"
        intro={careersPage.roles.intro}
        jobs={list}
        filters={{ offices: officeFilters(list), practices: practiceFilters(list), total: list.length }}
        current={current}
        empty={careersPage.roles.empty}
      />
    </MemoryRouter>,
  )
  const container = document.createElement('div')
  container.innerHTML = markup
  return container
}

describe('OpenRolesSection', () => {
  it('lists each role as a card linking to its page, under filters that lead to prerendered views', () => {
    const section = render(jobs)
    expect([...section.querySelectorAll('article h3 a')].map((link) => link.getAttribute('href'))).toEqual(jobs.map((job) => job.path))
    const filters = section.querySelector('nav[aria-label="Filter open roles"]')!
    const hrefs = [...filters.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(hrefs).toContain('/careers')
    for (const filter of [...officeFilters(jobs), ...practiceFilters(jobs)]) expect(hrefs).toContain(filter.path)
    expect(filters.querySelectorAll('[aria-current=page]')).toHaveLength(2) // All offices and All practices
  })

  it('marks the view on screen as the current filter', () => {
    const [office] = officeFilters(jobs)
    const section = render(office!.jobs, office!.path)
    expect([...section.querySelectorAll('[aria-current=page]')].map((link) => link.getAttribute('href'))).toEqual([office!.path])
  })

  it('shows the open application address instead of an empty grid when no role is open', () => {
    const section = render([])
    expect(section.querySelector('article')).toBeNull()
    expect(section.querySelector('nav')).toBeNull()
    expect(section.textContent).toContain(careersPage.roles.empty.title)
    expect(section.textContent).not.toContain(careersPage.roles.intro.lead)
    const links = [...section.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
    expect(links).toContain(`mailto:${site.careers.email}`)
    expect(links.some((href) => href.startsWith(`mailto:${site.careers.email}?subject=`))).toBe(true)
  })
})
