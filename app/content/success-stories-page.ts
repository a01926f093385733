import type { Path } from './types'

// The case-study list page. The stories themselves are content/en/stories/<slug>.md (stories.ts).
export const successStoriesPage = {
  path: '/success-stories' satisfies Path,
  title: 'Success Stories',
  seoDescription:
    'Stratora success stories: case studies in HPC, generative AI, data analytics, cloud migration and order management, with challenges, solutions and results.',
  eyebrow: 'Success stories',
  heading: 'Success stories with measurable results',
  intro: [
    'These case studies show what our teams delivered and what changed for the client afterwards. They cover high-performance computing for research, document search with generative AI, competitor product analysis, data analytics platforms, cloud migrations to Azure and other providers, and order management for operations teams.',
    'Each story follows the same structure: the challenge the client faced, the solution we designed and built, the achievements during delivery and the benefits the business still sees today. Clients are described by industry and region rather than by name, and every figure comes from the measurements taken on the project itself.',
  ],
  cta: {
    title: 'Want results like these?',
    lead: 'Describe the system you need to build, migrate or speed up. We will tell you which of these projects is closest to yours and what a first phase would involve.',
  },
} as const
