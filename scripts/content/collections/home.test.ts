// The home page's copy: one file; figures named by key, never retyped.
import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const FILE = `${CONTENT_DIR}/home.yaml`
const content = useContentCopy()

describe('home', () => {
  it('names the file and field of a missing required field', () => {
    content.edit(FILE, (document) => document.deleteIn(['sectionHeadings', 'clients', 'lead']))
    expect(content.problems()).toContain(`${FILE}: sectionHeadings.clients.lead: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    content.edit(FILE, (document) => document.setIn(['methodologySteps'], 'plan, build, run'))
    expect(content.problems()).toContain(`${FILE}: methodologySteps: Invalid input: expected array, received string`)
  })

  it('accepts only company figures settings.yaml has, and logos simple-icons has', () => {
    content.edit(FILE, (document) => {
      document.setIn(['milestones', 0, 'companyFigure'], 'revenue')
      document.setIn(['technologies', 0, 'logo'], 'not-a-brand')
    })
    const problems = content.problems()
    expect(problems).toContain(`${FILE}: milestones[0].companyFigure: Invalid option`)
    expect(problems).toContain(`${FILE}: technologies[0].logo: unknown logo "not-a-brand"`)
  })
})

describe('featured stories', () => {
  it('names the file and entry of a featured story no story file has', () => {
    content.edit('content/en/home.yaml', (document) => document.setIn(['featuredStories', 1], 'no-such-story'))
    expect(content.problems()).toContain('content/en/home.yaml: featuredStories[1]: no success story "no-such-story"')
  })
})
