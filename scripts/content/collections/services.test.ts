// A service page's proof is that service's work (issue 26): the build stops, naming the file and the
// field, when a service cites a success story that did not use it, shows as its own figure a
// result of such a story, or repeats the headline result of a story it cites (its card shows it).
// Each test breaks one copy of the real content.
import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const content = useContentCopy()

const HPC = `${CONTENT_DIR}/services/hpc.yaml`
// The retail analytics story: machine learning, business intelligence and cloud, no HPC.
const RETAIL_STORY = 'al-data-analytics-platform-to-empower-the-business'

describe('service proof', () => {
  it('accepts the default content: every cited story and figure is the service’s own work', () => {
    expect(content.problems()).toBe('')
  })

  it('refuses a cited story that does not list the service', () => {
    content.edit(HPC, (document) => document.addIn(['proof', 'stories'], RETAIL_STORY))
    expect(content.problems()).toContain(
      `${HPC}: proof.stories[1]: the success story "${RETAIL_STORY}" does not list hpc among its services: cite a story of this service's work, or add hpc to that story's services if it used it`,
    )
  })

  it('refuses a company-wide figure as a service’s proof', () => {
    content.edit(HPC, (document) => document.setIn(['proof', 'figures'], [{ companyFigure: 'projects' }]))
    expect(content.problems()).toMatch(/content\/en\/services\/hpc\.yaml: proof\.figures\[0\]: .*companyFigure/)
  })

  it('refuses a figure that restates a result of another service’s story', () => {
    content.edit(HPC, (document) => document.setIn(['proof', 'figures'], [{ value: '3h to 1.5h', label: 'ML run time' }]))
    expect(content.problems()).toContain(
      `${HPC}: proof.figures[0]: "3h to 1.5h" is a result of the success story "${RETAIL_STORY}", which does not list hpc among its services: show this service's own figures`,
    )
  })

  it('refuses a figure that repeats the headline result of a story the section cites', () => {
    content.edit(HPC, (document) => document.setIn(['proof', 'figures'], [{ value: '30%', label: 'performance gain on research workloads' }]))
    expect(content.problems()).toContain(
      `${HPC}: proof.figures[0]: "30%" repeats a result of "optimizing-datalab-hpc-for-enhanced-performance-and-user-experience", which this section cites and whose card shows it`,
    )
  })

  it('refuses a section that lists nearly the same items as another (issue 26: two BI stack sections)', () => {
    const BI = `${CONTENT_DIR}/services/business-intelligence.yaml`
    const titles = [
      'Data ingestion from every source',
      'A cloud data warehouse',
      'Semantic layer and transformations',
      'Monitoring and orchestration',
      'Reports and dashboards',
      'Access control and governance',
    ]
    content.edit(BI, (document) =>
      document.setIn(
        ['benefits', 'items'],
        titles.map((title) => ({ icon: 'layers', title, description: 'One layer of the stack, described again.' })),
      ),
    )
    expect(content.problems()).toMatch(/business-intelligence\.yaml: (benefits\.items|extraSections\[0\]\.items): 6 of its items repeat (extraSections\[0\]\.items|benefits\.items)/)
  })
})
