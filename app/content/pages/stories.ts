import type { InfoPageContent } from '../page-types'
import { testimonials } from '../testimonials'

export const storiesPage = {
  path: '/stories',
  title: 'Stories',
  seoDescription:
    'Client and team stories from Stratora: how projects began, what our engineers learned and what changed for the businesses and people involved in them.',
  hero: {
    image: '/images/pages/stories.svg',
    eyebrow: 'Our stories',
    heading: 'Stories from our clients and our teams',
    promise: 'Hear how projects felt from the inside, from the clients who commissioned them and the engineers who built them.',
    lead: [
      'This page collects the stories behind the work: how a client team decided to move a legacy platform, what our engineers learned while tuning a research cluster, and how people grew into new roles at Stratora. They are shorter and more personal than our formal case studies.',
      'Clients are named only by industry and region, and team members by role and office. For the full technical detail of a delivery, with the figures measured at the end of the work, follow the links to our success stories.',
    ],
    secondaryCta: { label: 'Read the case studies', href: '#case-studies' },
  },
  blocks: [
    {
      kind: 'quotes',
      id: 'client-quotes',
      intro: {
        eyebrow: 'Client stories',
        title: "In our clients' words",
        lead: 'Research, finance and retail leaders on what changed once the work was done and the handover was complete.',
      },
      quotes: testimonials,
    },
    {
      kind: 'quotes',
      id: 'team-voices',
      intro: {
        eyebrow: 'Team voices',
        title: 'What it is like to work here',
        lead: 'Engineers from our three offices on the work they do and how they have grown since joining.',
      },
      quotes: [
        {
          quote:
            'I joined to look after CI pipelines and now lead platform work for client teams. What made the difference was being trusted with production early, with a senior engineer reviewing every change until I was ready. These days I review pull requests from people who joined after me, and I still learn from most of them.',
          clientName: 'Senior DevOps engineer',
          position: 'Stratora, Noida office',
        },
        {
          quote:
            "On my first project I sat with the client's analysts instead of working from a ticket queue. Hearing how they used each report changed the way I model data. Since then I have moved from pipelines into machine learning work, with study time and a certification supported along the way.",
          clientName: 'Data engineer',
          position: 'Stratora, Amsterdam office',
        },
        {
          quote:
            'Testing here starts in the first sprint, not the week before release. I join design reviews, write acceptance criteria with product owners and build automation next to the developers. When I wanted to move toward security testing, my manager helped me plan the change over a few projects instead of waiting for an opening.',
          clientName: 'Quality assurance lead',
          position: 'Stratora, London office',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'narratives',
      intro: {
        eyebrow: 'How the work went',
        title: 'Short stories from recent projects',
        lead: 'The moments that decided how a project turned out, told by the teams who were there.',
      },
      items: [
        {
          icon: 'microscope',
          title: 'Learning the cluster before changing it',
          description:
            "Before changing anything on a pharmaceutical research group's cluster, our engineers spent the first weeks reading job logs and sitting with researchers as they submitted work. The long queues came from scheduling rules written years earlier for a different mix of jobs. We rewrote the rules with the research leads, tested them on a copy and switched over on a quiet weekend.",
        },
        {
          icon: 'scale',
          title: 'Two systems side by side until the reports matched',
          description:
            "A North American financial services firm could not risk a wrong month-end report, so we kept its legacy system and the new Azure version running in parallel. Every morning both produced the same reports, and a script flagged any difference. The old servers were switched off only after the client's finance team signed off a full month-end cycle.",
        },
        {
          icon: 'search',
          title: 'A map before any code',
          description:
            'At a Nordic biotech lab, our first deliverable was a map, not a migration. Engineers interviewed each research group, traced which scripts fed which databases and gave every server a named owner. Only then did we retire duplicates, so nobody lost a pipeline they still relied on, and the scientists could finally see their whole platform on one page.',
        },
        {
          icon: 'users',
          title: 'Analysts who build their own dashboards',
          description:
            'For a retail and e-commerce company in India, the data team had become the bottleneck for every new report. Alongside the new lakehouse, we ran short training sessions for sales and supply chain analysts, reviewed their first dashboards with them and published governed shared datasets. Requests to the data team moved from building reports to improving the models.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'case-studies',
      intro: {
        eyebrow: 'Success stories',
        title: 'The full case studies behind these stories',
        lead: 'Each case study sets out the challenge, the solution, what we achieved during delivery and the benefits the client still sees.',
      },
      slugs: [
        'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
        'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
        'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
        'al-data-analytics-platform-to-empower-the-business',
      ],
    },
  ],
  cta: {
    title: 'Want a story like these?',
    lead: 'Tell us about the system that slows your team down today. An engineer will reply within one business day and suggest a first step.',
  },
} as const satisfies InfoPageContent
