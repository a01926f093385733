// Success story and case-study chrome: the story cards, a story's page and the stories list.
export const storyMessages = {
  seeHow: 'See how we did it',
  /** A story's section in its JSON-LD Article. */
  articleSection: 'Success stories',
  allStories: 'All success stories',
  moreStories: 'More success stories',
  /** A story page's eyebrow, before its publication date. */
  eyebrow: 'Success story',
  headlineResults: (count: number): string => (count === 1 ? 'The headline result' : 'The headline results'),
  /** The stories list's strongest results. */
  indexHeadlines: 'Headline results',
  caseStudies: 'Case studies',
  context: { eyebrow: 'Before the project', title: 'The client and the starting point' },
  lists: {
    label: 'What we did and what changed',
    challenges: 'Challenges',
    solution: 'Solution',
    achievements: 'Achievements',
    benefits: 'Benefits',
  },
  services: {
    eyebrow: 'Services',
    title: 'Services involved',
    lead: 'The practices that delivered this project. Each page explains how we run that kind of work.',
  },
  /** The client context under a story's title (app/content/story-context-facts.ts). */
  facts: {
    industry: 'Industry',
    region: 'Region',
    client: 'Client',
    engagement: 'Engagement',
    services: (count: number): string => (count === 1 ? 'Service' : 'Services'),
  },
  /** The counts the stories list opens with (app/content/stories-index-figures.ts). */
  indexFigures: {
    stories: (count: number): string => (count === 1 ? 'success story' : 'success stories'),
    industries: (count: number): string => (count === 1 ? 'industry' : 'industries'),
    regions: (count: number): string => (count === 1 ? 'region' : 'regions'),
    servicesOf: (used: number, total: number) => `${used} of ${total}`,
    servicesInvolved: 'our services involved',
    weeks: (range: string) => `${range} weeks`,
    perEngagement: 'per engagement',
    /** A headline result with the two ends of its comparison: "Run cost per year, $30K to $10K". */
    comparison: (metric: string, from: string, to: string) => `${metric}, ${from} to ${to}`,
  },
  cta: {
    title: 'Facing a similar problem?',
    lead: 'Tell us where your systems are today and what has to change. An engineer who worked on projects like this one will walk you through the options.',
  },
}
