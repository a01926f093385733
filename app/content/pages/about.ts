import type { InfoPageContent } from '../page-types'
import { companyFigures } from '../company-figures'

export const aboutPage = {
  path: '/about',
  title: 'About Us',
  seoDescription:
    'About Stratora: cloud, data and AI engineers since 2020, with 150+ people, 250+ projects, 60+ clients and offices in India, the UK and the Netherlands.',
  hero: {
    image: '/images/pages/about.svg',
    eyebrow: 'About Stratora',
    heading: 'Engineers who stay accountable after launch',
    promise: 'Meet the company behind 250+ projects: where we started, how we work and what we are building next.',
    lead: [
      'Stratora started in 2020 as a small team of cloud and data engineers helping research groups and startups get their infrastructure under control. Today a workforce of 150+ people has delivered 250+ projects for 60+ clients, from offices in Noida, London and Amsterdam.',
      'We work across cloud, high-performance computing, data and AI, and custom software. We judge our work by what clients keep after we leave: systems they understand, documentation they use and savings they can see in their budgets, $25M+ of them so far.',
    ],
    secondaryCta: { label: 'Read our story', href: '#story' },
  },
  blocks: [
    {
      kind: 'figures',
      id: 'milestones',
      intro: {
        eyebrow: 'By the numbers',
        title: 'What five years of delivery add up to',
        lead: 'These figures cover every office and every practice since 2020.',
      },
      figures: [
        companyFigures.projects,
        companyFigures.clients,
        companyFigures.workforce,
        companyFigures.savings,
        companyFigures.women,
      ],
    },
    {
      kind: 'timeline',
      id: 'story',
      intro: {
        eyebrow: 'Our story',
        title: 'Five years of building and running systems',
        lead: 'Each year added a practice, an office or a product, and each addition started with a problem a client brought to us.',
      },
      entries: [
        {
          year: 2020,
          heading: 'Founded to fix research and startup infrastructure',
          desc: 'Stratora began in 2020 as a small group of cloud and data engineers. Our first clients were research groups with overloaded compute clusters and startups that needed a production cloud setup before their next funding round. We wrote all infrastructure as code from the first project, a habit that still shapes how every team at Stratora works.',
          direction: 'left',
          image: 'rocket',
        },
        {
          year: 2021,
          heading: 'First clients in the United Kingdom and Europe',
          desc: 'Referrals from research clients brought our first engagements in the United Kingdom and continental Europe. We opened our London office to work in the same hours as those teams, and added data engineering and business intelligence to the HPC and cloud work we started with, building warehouses and dashboards on platforms we already ran.',
          direction: 'right',
          image: 'globe',
        },
        {
          year: 2022,
          heading: 'An Amsterdam office and security in every pipeline',
          desc: 'We opened our Amsterdam office to serve clients in the Netherlands and across the European Union. The same year, DevSecOps and quality assurance became standard parts of every engagement, so dependency scanning, automated tests and infrastructure reviews run in each pipeline instead of arriving as a late audit in the week before go-live.',
          direction: 'left',
          image: 'shield-check',
        },
        {
          year: 2023,
          heading: 'A machine learning and generative AI practice',
          desc: 'Clients began asking how to use large language models on their own documents without losing control of their data. We formed a dedicated machine learning and generative AI practice, built retrieval-augmented search and forecasting pipelines for engineering and retail clients, and started designing the platform that became Realm.',
          direction: 'right',
          image: 'sparkles',
        },
        {
          year: 2024,
          heading: 'Realm and a wider range of services',
          desc: "We launched Realm, our platform for building, running and governing AI on a client's own data. Our services grew to include mobile apps, blockchain, game development and quantum computing, and our resourcing team began placing engineers inside client teams, each one backed by the practice they came from.",
          direction: 'left',
          image: 'layers',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'vision',
      intro: {
        eyebrow: 'Our vision',
        title: 'Technology clients can run, understand and afford',
        lead: 'We want every system we hand over to be one the client could explain to a new hire on day one.',
      },
      paragraphs: [
        'Too many organizations depend on platforms that only one contractor or one long-serving engineer fully understands. Our aim is the opposite: cloud platforms, data systems and AI applications that are documented, defined in code and cheap enough to run that nobody is afraid to change them.',
        'In practice that means we choose well-supported open standards over proprietary lock-in where they fit, write architecture decisions down with their trade-offs, and plan the handover from the first week of a project rather than the last. It also means being honest about cost: we show the running cost of each design before it is built, not after the first invoice.',
        'Over the next few years we want to bring the same discipline to AI. Realm, our AI platform, exists so that organizations can put language models and machine learning into production on their own data, with evaluation, access control and audit built in rather than added after an incident.',
      ],
    },
    {
      kind: 'icon-cards',
      id: 'culture',
      intro: {
        eyebrow: 'Our culture',
        title: 'How our 150+ people work together',
        lead: 'A workforce spread across three countries needs clear habits. These are the ones we protect as we grow.',
      },
      items: [
        {
          icon: 'users',
          title: 'Small teams with named owners',
          description:
            'Every engagement has a delivery lead and a small cross-functional team that stays with it from discovery to support. Engineers speak to client teams directly, so decisions do not get lost between layers of account managers.',
        },
        {
          icon: 'graduation-cap',
          title: 'Time set aside for learning',
          description:
            'Each engineer has study time in their schedule and a budget for cloud and security certifications. Teams share what they learn in internal tech talks and written post-incident reviews that anyone in the company can read.',
        },
        {
          icon: 'handshake',
          title: 'Mentoring from the first day',
          description:
            'New joiners are paired with a senior mentor who reviews their code, joins their first client calls and helps them plan the next step, whether that is a new technology, a lead role or a move between practices.',
        },
        {
          icon: 'globe',
          title: 'Hybrid work across three offices',
          description:
            'People split their week between home and our offices in Noida, London and Amsterdam. Teams agree on shared working hours, keep decisions in writing and meet in person for kickoffs, planning sessions and handovers.',
        },
        {
          icon: 'scale',
          title: 'Inclusive hiring and equal criteria',
          description:
            'Women make up 50% of our workforce. We use structured interviews with the same questions and scoring for every candidate, and we hire, promote and pay everyone on the same criteria.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'join-us',
      intro: {
        eyebrow: 'Careers',
        title: 'Join the team',
        lead: 'We hire engineers, analysts, testers and delivery leads in all three of our offices.',
      },
      paragraphs: [
        'Open roles are posted on our blog, together with a description of the team, the kind of projects you would join and the steps of our interview process. Each posting names the office the role is based in and how many days a week the team meets there.',
        'Our interviews are practical. Instead of puzzles, you work through a problem close to real client work, such as reviewing a Terraform change, debugging a failing pipeline or sketching the architecture for a data platform, and you talk it through with the engineers you would work alongside.',
        'If you do not see a role that fits, the blog also describes the skills we look for in each practice, from cloud and DevSecOps to data engineering, machine learning and quality assurance.',
      ],
    },
  ],
  cta: {
    title: 'Work with the team behind these projects',
    lead: 'Tell us about the system you want to build, move or fix. An engineer from the relevant practice will reply within one business day.',
  },
} as const satisfies InfoPageContent
