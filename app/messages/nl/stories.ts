import type { storyMessages as english } from '../en/stories'

export const storyMessages: typeof english = {
  seeHow: 'Zo hebben we het aangepakt',
  allStories: 'Alle succesverhalen',
  articleSection: 'Succesverhalen',
  moreStories: 'Meer succesverhalen',
  eyebrow: 'Succesverhaal',
  headlineResults: (count: number) => (count === 1 ? 'Het belangrijkste resultaat' : 'De belangrijkste resultaten'),
  indexHeadlines: 'Belangrijkste resultaten',
  caseStudies: 'Cases',
  context: { eyebrow: 'Voor het project', title: 'De klant en het startpunt' },
  lists: {
    label: 'Wat we deden en wat er veranderde',
    challenges: 'Uitdagingen',
    solution: 'Oplossing',
    achievements: 'Resultaten',
    benefits: 'Voordelen',
  },
  services: {
    eyebrow: 'Diensten',
    title: 'Betrokken diensten',
    lead: 'De practices die dit project hebben uitgevoerd. Op elke pagina lees je hoe we dat soort werk aanpakken.',
  },
  facts: {
    industry: 'Branche',
    region: 'Regio',
    client: 'Klant',
    engagement: 'Opdracht',
    services: (count: number) => (count === 1 ? 'Dienst' : 'Diensten'),
  },
  indexFigures: {
    stories: (count: number) => (count === 1 ? 'succesverhaal' : 'succesverhalen'),
    industries: (count: number) => (count === 1 ? 'branche' : 'branches'),
    regions: (count: number) => (count === 1 ? 'regio' : "regio's"),
    servicesOf: (used: number, total: number) => `${used} van ${total}`,
    servicesInvolved: 'van onze diensten ingezet',
    weeks: (range: string) => `${range} weken`,
    perEngagement: 'per opdracht',
    comparison: (metric: string, from: string, to: string) => `${metric}, van ${from} naar ${to}`,
  },
  cta: {
    title: 'Herken je dit probleem?',
    lead: 'Vertel ons waar je systemen nu staan en wat er moet veranderen. Een engineer die aan vergelijkbare projecten heeft gewerkt, loopt de opties met je door.',
  },
}
