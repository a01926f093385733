import { describe, expect, it } from 'vitest'

import { getServiceBySlug } from './services'
import { stories } from './stories'
import { storyContextFacts } from './story-context-facts'

const names: Record<string, string> = { hpc: 'HPC as a Service', serverless: 'Serverless Deployment', devsecops: 'DevSecOps as a Service' }
const serviceName = (slug: string) => names[slug]

const story = {
  industry: 'Pharmaceutical research',
  region: 'Western Europe',
  client: { description: 'A pharmaceutical research group in Western Europe', size: 'About 400 researchers across three sites' },
  duration: '12 weeks',
  services: ['hpc', 'serverless'],
}

describe('storyContextFacts', () => {
  it('lists industry, region, the client, the engagement and the services, in that order', () => {
    expect(storyContextFacts(story, serviceName)).toEqual([
      { term: 'Industry', value: 'Pharmaceutical research' },
      { term: 'Region', value: 'Western Europe' },
      { term: 'Client', value: 'About 400 researchers across three sites' },
      { term: 'Engagement', value: '12 weeks' },
      { term: 'Services', value: 'HPC as a Service and Serverless Deployment' },
    ])
  })

  it('names one service in the singular and three as a list', () => {
    expect(storyContextFacts({ ...story, services: ['hpc'] }, serviceName).at(-1)).toEqual({ term: 'Service', value: 'HPC as a Service' })
    expect(storyContextFacts({ ...story, services: ['hpc', 'serverless', 'devsecops'] }, serviceName).at(-1)?.value).toBe(
      'HPC as a Service, Serverless Deployment, and DevSecOps as a Service',
    )
  })

  it('leaves out what the story does not state, never showing an empty fact', () => {
    const facts = storyContextFacts({ ...story, duration: ' ', services: ['unknown'] }, serviceName)
    expect(facts.map((fact) => fact.term)).toEqual(['Industry', 'Region', 'Client'])
  })

  it('gives every story its five facts, with the names of its services', () => {
    for (const entry of stories) {
      const facts = storyContextFacts(entry, (slug) => getServiceBySlug(slug)?.name)
      expect(facts.map((fact) => fact.term).slice(0, 4), entry.slug).toEqual(['Industry', 'Region', 'Client', 'Engagement'])
      for (const slug of entry.services) expect(facts.at(-1)?.value, entry.slug).toContain(getServiceBySlug(slug)!.name)
    }
  })
})
