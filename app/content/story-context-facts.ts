import { storyMessages } from '../messages/edition/stories'
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
  const terms = storyMessages.facts
  // The schema's one form of a duration, "12 weeks", in the edition's words.
  const weeks = /^(\d+) weeks?$/i.exec(story.duration.trim())?.[1]
  const facts: StoryFact[] = [
    { term: terms.industry, value: story.industry },
    { term: terms.region, value: story.region },
    { term: terms.client, value: story.client.size },
    { term: terms.engagement, value: weeks ? storyMessages.indexFigures.weeks(weeks) : story.duration },
    { term: terms.services(services.length), value: new Intl.ListFormat(SITE_LANGUAGE, { type: 'conjunction' }).format(services) },
  ]
  return facts.map((fact) => ({ ...fact, value: fact.value.trim() })).filter((fact) => fact.value !== '')
}
