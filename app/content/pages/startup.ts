import type { InfoPageContent } from '../page-types'
import { companyFigures } from '../company-figures'

export const startupPage = {
  path: '/startup',
  title: 'Startups',
  seoDescription:
    'Startup engineering from Stratora: a senior team that scopes, builds and ships your MVP on affordable cloud infrastructure, then hands it over cleanly.',
  hero: {
    image: '/images/pages/startup.svg',
    eyebrow: 'For startups',
    heading: 'Engineering partners for startups that need to ship',
    promise:
      'A senior team that takes your first release from idea to paying users, on a cloud bill you can afford, and hands it over cleanly.',
    lead: [
      'Early-stage teams rarely have time to hire a full platform, data and product engineering bench before the next funding milestone. Stratora gives founders a small senior team that scopes the first release with you, builds it in two-week sprints with a demo at the end of each one, and writes down every trade-off so the decisions still make sense after your own hires arrive.',
      'Typical first engagements are a web or mobile MVP, a data pipeline behind an investor dashboard, or a generative AI feature tested against real customer documents. Infrastructure is defined in Terraform from day one, and the code sits in your repositories from the first commit.',
    ],
    secondaryCta: { label: 'Compare engagement models', href: '#engagement-models' },
  },
  blocks: [
    {
      kind: 'figures',
      id: 'proof',
      intro: {
        eyebrow: 'Track record',
        title: 'A delivery team that has done this before',
        lead: 'Startups get the same engineers and practices that serve our larger clients, scaled to a smaller team and a shorter runway.',
      },
      figures: [
        companyFigures.projects,
        companyFigures.clients,
        companyFigures.workforce,
        companyFigures.savings,
      ],
    },
    {
      kind: 'icon-cards',
      id: 'challenges',
      intro: {
        eyebrow: 'The challenges',
        title: 'What slows early-stage teams down',
        lead: 'Founders describe the same few problems to us, whatever the product or the market.',
      },
      items: [
        {
          icon: 'timer',
          title: 'A deadline set by the runway',
          description:
            'The next funding round, pilot customer or trade show fixes the date. Scope has to bend to the calendar, and someone has to decide what waits for version two.',
        },
        {
          icon: 'users',
          title: 'No senior engineers yet',
          description:
            'Hiring a platform engineer, a data engineer and a mobile developer takes months. Until then, one or two people make architecture decisions that are expensive to undo.',
        },
        {
          icon: 'coins',
          title: 'Cloud bills that grow faster than revenue',
          description:
            'Free credits run out, and an architecture sized for millions of users starts charging for them long before the first thousand sign up.',
        },
        {
          icon: 'shield-check',
          title: 'The first enterprise security questionnaire',
          description:
            'A large prospect asks about encryption, access control and backups. Without written answers and evidence to back them, the deal stalls while the team scrambles.',
        },
        {
          icon: 'puzzle',
          title: 'Prototypes that cannot carry production',
          description:
            'A demo built over a weekend reaches real users. Missing tests, manual deployments and shared passwords turn every release into a gamble.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'offer',
      intro: {
        eyebrow: 'What we offer',
        title: 'Everything a first release needs, from one team',
        lead: 'We cover product engineering, cloud and data work together, so you manage one backlog instead of three vendors.',
      },
      items: [
        {
          icon: 'target',
          title: 'Scoping workshop',
          description:
            'In one or two working sessions we turn your idea into a prioritized backlog, a clickable user flow and a release plan with a date, and we name what is deliberately left out.',
        },
        {
          icon: 'rocket',
          title: 'MVP build',
          description:
            'Web apps in React and TypeScript, mobile apps in Flutter or React Native, and APIs in Node.js or Python, shipped to real users in weeks rather than quarters.',
        },
        {
          icon: 'cloud',
          title: 'Right-sized cloud setup',
          description:
            'Serverless functions, managed databases and containers on AWS, Azure or Google Cloud, with budgets and billing alerts in place before the free credits end.',
        },
        {
          icon: 'sparkles',
          title: 'AI features',
          description:
            'Retrieval-augmented search, document extraction and chat assistants built on hosted or open-weight models and evaluated against your own data before launch.',
        },
        {
          icon: 'git-branch',
          title: 'Delivery pipeline and quality',
          description:
            'CI/CD with automated tests, dependency and secret scanning, a preview environment for each pull request and one-click rollback when a release misbehaves.',
        },
        {
          icon: 'graduation-cap',
          title: 'Handover to your hires',
          description:
            'Architecture notes, runbooks and pairing sessions on real tickets continue until your own engineers run the release process end to end.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'engagement-models',
      intro: {
        eyebrow: 'Engagement models',
        title: 'Four ways to work with us',
        lead: 'Most startups move through these models as they grow. Start with whichever matches how settled your product is; pricing and decision rights are agreed in writing before work begins.',
      },
      steps: [
        {
          title: 'Fixed-scope MVP',
          description:
            'A defined feature set, delivery date and acceptance criteria for one fixed price, agreed after the scoping workshop. New ideas go through a short written change request, so you know what each one costs before anyone starts on it.',
        },
        {
          title: 'Dedicated product team',
          description:
            'A lead engineer plus two to five developers, designers or cloud engineers working on your backlog, billed monthly per team member. You set priorities each sprint, and the sprint review covers progress, spend and open risks.',
        },
        {
          title: 'Managed service retainer',
          description:
            'After launch, a monthly retainer covers monitoring, on-call support, security patches, cloud cost reviews and a set number of hours for new features. Response times are written into the agreement, and every invoice shows the hours used.',
        },
        {
          title: 'Staff augmentation',
          description:
            'Individual engineers join your own team and follow your rituals, tools and code review rules, on monthly terms with a short notice period. You direct the daily work; we handle vetting, replacements and professional development.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'services',
      intro: {
        eyebrow: 'Relevant services',
        title: 'Services startups use most',
        lead: 'Each of these can be a whole engagement or one work stream inside your MVP.',
      },
      links: [
        {
          label: 'Mobile app development',
          path: '/mobile-app-development',
          description: 'Native or cross-platform iOS and Android apps for a consumer product or a field team.',
        },
        {
          label: 'Generative AI',
          path: '/generative-ai-development',
          description: 'Assistants and document features that give investors and early customers an AI capability they can try.',
        },
        {
          label: 'Serverless deployment',
          path: '/serverless-services-deployment',
          description: 'Back ends that scale to zero between requests, so quiet months do not carry a fixed server bill.',
        },
        {
          label: 'Cloud implementation',
          path: '/cloud-implementation-services',
          description: 'An account structure, network and Terraform baseline on AWS, Azure or Google Cloud that grows with the company.',
        },
        {
          label: 'DevSecOps as a service',
          path: '/devsecops-as-a-service',
          description: 'Pipelines, security scanning and on-call operations that answer the questions of your first large customers.',
        },
        {
          label: 'Quality assurance',
          path: '/quality-assurance-services',
          description: 'Automated regression tests that keep frequent releases from breaking the flows customers pay for.',
        },
        {
          label: 'Resourcing',
          path: '/resourcing',
          description: 'Vetted engineers who join your team on monthly terms when you need extra hands rather than a whole project.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'stories',
      intro: {
        eyebrow: 'Success stories',
        title: 'Results founders care about: speed, saved hours and a smaller cloud bill',
        lead: 'A product comparison tool that went from first workshop to live reports as an MVP in 5 weeks, a document search tool that saves 28 man-hours per week, and an Azure migration that cut run cost from $30K to $10K per year.',
      },
      slugs: [
        'determine-report-product-superiority-own-competitor-products',
        'enhancing-project-document-access-and-querying-with-advanced-tool',
        'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      intro: {
        eyebrow: 'FAQ',
        title: 'Questions founders ask us',
        lead: 'Short answers to what comes up in most first calls.',
      },
      items: [
        {
          id: 'item-1',
          question: 'How quickly can you start, and how long does an MVP take?',
          answers: [
            'We can usually run the scoping workshop within one to two weeks of a first call. A focused MVP typically reaches real users five to ten weeks after that, depending on how many platforms and integrations the first release needs.',
          ],
        },
        {
          id: 'item-2',
          question: 'Who owns the code, the cloud accounts and the intellectual property?',
          answers: [
            'You do, from the first commit. Repositories, cloud accounts, domain names and app store listings are created under your organization, and we work in them with access you can revoke at any time. Intellectual property transfers to you under the contract, with no license fees or proprietary frameworks of ours left behind.',
          ],
        },
        {
          id: 'item-3',
          question: 'Can you build on our existing prototype or work alongside our technical co-founder?',
          answers: [
            'Yes. We start with a short code and infrastructure review, tell you what is worth keeping and what will slow you down, and agree the plan with whoever leads technology on your side.',
            'Many founders keep architecture decisions in-house and use us for delivery capacity. Others prefer that we own the technical direction until they hire a CTO. Both work, as long as the decision rights are written down.',
          ],
        },
        {
          id: 'item-4',
          question: 'What happens when we hire our own engineering team?',
          answers: [
            'We plan for it from the start. New hires get the architecture notes, runbooks and access they need, then pair with our engineers on real tickets until they are comfortable releasing on their own. Afterwards you can end the engagement or keep a smaller retainer for on-call cover and specialist work.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Tell us what your first release has to prove',
    lead: 'Book a call with an engineer. Bring the pitch deck, a sketch or a prototype, and leave with a scoped first release, a rough timeline and the trade-offs written down.',
  },
} as const satisfies InfoPageContent
