import { SITE_LANGUAGE } from './locale'
import type { CaseStudy } from './types'

// The client context a story's hero leads with, as terms and values: who the client is, where, how
// large, and what the engagement was. Only facts the story file states; a field left empty is left
// out rather than shown as a dash.

export type StoryFact = { term: string; value: string }

type StoryContext = Pick<CaseStudy, 'industry' | 'region' | 'client' | 'duration' | 'services'>

/** `serviceName` turns a service slug into its name; slugs it does not know are left out. */
export function storyContextFacts(story: StoryContext, serviceName: (slug: string) => string | undefined): StoryFact[] {
  const services = story.services.flatMap((slug) => serviceName(slug) ?? [])
  const facts: StoryFact[] = [
    { term: 'Industry', value: story.industry },
    { term: 'Region', value: story.region },
    { term: 'Client', value: story.client.size },
    { term: 'Engagement', value: story.duration },
    { term: services.length === 1 ? 'Service' : 'Services', value: new Intl.ListFormat(SITE_LANGUAGE, { type: 'conjunction' }).format(services) },
  ]
  return facts.map((fact) => ({ ...fact, value: fact.value.trim() })).filter((fact) => fact.value !== '')
}
