import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const resourcing = {
  slug: 'resourcing',
  hero: {
    promise: 'Vetted cloud, data and software engineers who join your team within weeks, on flexible monthly terms.',
    lead: 'Tell us the skills, seniority and time zone you need. We shortlist engineers from our 150+ person workforce, you interview them, and the people you choose work inside your tools, ceremonies and reporting lines for as long as you need them.',
    secondaryCta: { label: 'See how staffing works', href: '#process' },
  },
  overview: {
    eyebrow: 'IT resourcing',
    title: 'Add skilled engineers without a long hiring cycle',
    lead: 'Staff augmentation for teams that need capacity or specialist skills now, without adding permanent headcount.',
    paragraphs: [
      'Our resourcing service places Stratora engineers inside your organization for a project, a phase or an ongoing role. They follow your processes and take direction from your leads, while we handle employment, equipment, training and replacement. You get the output of an experienced hire with a contract you can adjust every month.',
      'Clients use it to cover a skills gap in areas such as Kubernetes, data engineering or machine learning, to speed up a roadmap, or to staff a complete team that we help lead. Engineers work from our offices in India, the United Kingdom and the Netherlands, or on site when the role needs it, with hours that overlap yours.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Ways to bring our engineers in',
    lead: 'Choose the engagement model that matches how much day-to-day direction you want to give.',
    items: [
      {
        icon: 'user-check',
        title: 'Individual staff augmentation',
        description:
          'One or more engineers join your existing team, take tickets from your backlog and report to your managers, while Stratora handles contracts, payroll and continuity.',
      },
      {
        icon: 'users',
        title: 'Dedicated teams',
        description:
          'A complete cross-functional team, for example a tech lead, developers, a tester and a DevOps engineer, assigned only to your product and sized to your roadmap.',
      },
      {
        icon: 'microscope',
        title: 'Specialist consultants',
        description:
          'Senior architects and subject experts in cloud, security, HPC or AI for short assignments such as an architecture review, a migration plan or a performance investigation.',
      },
      {
        icon: 'handshake',
        title: 'Build, operate, transfer',
        description:
          'We assemble and run a team for you, set up its processes and documentation, then move the engineers onto your own payroll once the team is stable.',
      },
    ],
  },
  extraSections: [
    {
      kind: 'icon-cards',
      id: 'strengths',
      eyebrow: 'Our strengths',
      title: 'Why our engineers settle in quickly',
      lead: 'Resourcing works when people are skilled, supported and easy to work with.',
      items: [
        {
          icon: 'badge-check',
          title: 'Technical vetting',
          description:
            'Every candidate completes a coding or architecture exercise and a live interview with a senior engineer in the same field before we present them to you.',
        },
        {
          icon: 'clock',
          title: 'Quick placement',
          description:
            'Shortlisted profiles usually reach you within one to two weeks of a clear brief, and selected engineers can start soon after your interviews.',
        },
        {
          icon: 'scale',
          title: 'Diverse, balanced teams',
          description:
            'Women make up 50% of our workforce, and our engineers bring experience from many industries and countries to the teams they join.',
        },
        {
          icon: 'life-buoy',
          title: 'Continuity cover',
          description:
            'If an engineer leaves or is not the right fit, we arrange a replacement and a handover with the outgoing person, so your work keeps moving.',
        },
        {
          icon: 'graduation-cap',
          title: 'Ongoing learning',
          description:
            'Engineers keep their skills current through certification paths, internal practice groups and hands-on project work across cloud, data and AI.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'expertise',
      eyebrow: 'Areas of expertise',
      title: 'Ten areas we staff',
      lead: 'Engineers are available across the full range of services Stratora delivers to its own clients.',
      items: [
        {
          icon: 'cloud',
          title: 'Cloud engineering',
          description: 'AWS, Azure and Google Cloud engineers for landing zones, migrations, networking and cost optimization.',
        },
        {
          icon: 'git-branch',
          title: 'DevOps and platform engineering',
          description: 'CI/CD, Kubernetes, Terraform and observability specialists who automate delivery and keep platforms reliable.',
        },
        {
          icon: 'database',
          title: 'Data engineering',
          description: 'Engineers who build pipelines, lakehouses and warehouses with Spark, Databricks, Snowflake and dbt.',
        },
        {
          icon: 'chart-column',
          title: 'Business intelligence',
          description: 'Analysts and developers for semantic models, Power BI and Looker dashboards and self-service reporting.',
        },
        {
          icon: 'brain',
          title: 'Machine learning and MLOps',
          description: 'Data scientists and ML engineers who train, deploy and monitor forecasting, classification and vision models.',
        },
        {
          icon: 'sparkles',
          title: 'Generative AI',
          description: 'Engineers experienced in retrieval-augmented generation, LLM evaluation, prompt design and AI guardrails.',
        },
        {
          icon: 'code',
          title: 'Full-stack development',
          description: 'React, TypeScript, Node.js, .NET and Java developers for web applications, APIs and system integrations.',
        },
        {
          icon: 'smartphone',
          title: 'Mobile development',
          description: 'Swift, Kotlin, Flutter and React Native developers for consumer and enterprise apps on iOS and Android.',
        },
        {
          icon: 'test-tube',
          title: 'Quality assurance',
          description: 'Manual testers and automation engineers for functional, performance, security and accessibility testing.',
        },
        {
          icon: 'server',
          title: 'HPC and research computing',
          description: 'Slurm, MPI and GPU cluster specialists who support scientific and engineering workloads.',
        },
      ],
    },
  ],
  benefits: {
    eyebrow: 'Benefits',
    title: 'What resourcing with us gives you',
    lead: 'Capacity when you need it, without the fixed costs and delays of permanent hiring.',
    items: [
      {
        icon: 'timer',
        title: 'Shorter time to hire',
        description:
          'Skip months of sourcing and interviewing; our engineers are already employed, vetted and ready to onboard into your team.',
      },
      {
        icon: 'wallet',
        title: 'Predictable monthly cost',
        description:
          'A single monthly rate per engineer covers salary, benefits, equipment and management overhead, which keeps budgeting simple.',
      },
      {
        icon: 'layers',
        title: 'Scale up or down',
        description:
          'Add people for a big release or reduce the team after go-live with an agreed notice period, instead of making a permanent hiring decision.',
      },
      {
        icon: 'shield-check',
        title: 'Lower delivery risk',
        description:
          'Replacement cover, knowledge handover and a Stratora delivery manager protect your project from the gap a single resignation can leave.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'From brief to productive engineer',
    lead: 'A short, transparent process in which your team makes every selection decision.',
    steps: [
      {
        title: 'Define the role',
        description:
          'In a 30-minute call we capture skills, seniority, time zone, duration and team context, then send back a written role profile for your approval.',
      },
      {
        title: 'Shortlist candidates',
        description:
          'Within one to two weeks we present two or three vetted profiles with skills summaries, exercise results and confirmed availability dates.',
      },
      {
        title: 'Interview and select',
        description:
          'You interview candidates in your own format, such as a technical conversation or a pairing session, and decide who joins your team.',
      },
      {
        title: 'Onboard',
        description:
          'We arrange access, equipment and security checks; the engineer joins your stand-ups, tools and backlog in the first week, with a 30-day check-in.',
      },
      {
        title: 'Support and review',
        description:
          'A delivery manager meets you monthly to review performance and feedback, plan changes to the team and handle any replacement quickly.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Stacks our engineers work in',
    lead: 'A sample of the languages, platforms and tools our people use on client work every day.',
    items: [
      { name: 'Python', logo: 'python' },
      { name: 'TypeScript', logo: 'typescript' },
      { name: 'React', logo: 'react' },
      { name: '.NET', logo: 'dotnet' },
      { name: 'Kubernetes', logo: 'kubernetes' },
      { name: 'Terraform', logo: 'terraform' },
      { name: 'Docker', logo: 'docker' },
      { name: 'Databricks', logo: 'databricks' },
      { name: 'Snowflake', logo: 'snowflake' },
      { name: 'PyTorch', logo: 'pytorch' },
      { name: 'GitHub', logo: 'github' },
      { name: 'Jira', logo: 'jira' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'A workforce built for client delivery',
    lead: 'The engineers we place are the same people who deliver our cloud, data, AI and software projects for clients around the world.',
    figures: [
      companyFigures.workforce,
      companyFigures.clients,
      companyFigures.projects,
    ],
    stories: [],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'How is resourcing priced?',
      answers: [
        'Each engineer has a monthly rate based on role and seniority, invoiced monthly. The rate includes salary, benefits, equipment, training and account management. There are no placement fees, and you see the rate for each profile before any interview takes place.',
      ],
    },
    {
      id: 'item-2',
      question: 'How quickly can an engineer start?',
      answers: [
        'For common roles, the engineer you choose can usually start within days of your decision. Rare specialist skills take longer to match, and we tell you the realistic start date up front rather than promising one we cannot meet.',
      ],
    },
    {
      id: 'item-3',
      question: 'What is the minimum engagement and notice period?',
      answers: [
        'Most placements start at three months and renew monthly after that. Reducing the team requires an agreed notice period, normally one month, so we can plan a proper handover of knowledge and work in progress.',
      ],
    },
    {
      id: 'item-4',
      question: 'Who owns the work our engineers produce?',
      answers: [
        'Your company does. Our contracts assign the intellectual property in all code, documents and designs produced for you, and engineers sign your confidentiality and security terms whenever you require them.',
      ],
    },
    {
      id: 'item-5',
      question: 'How do you protect our systems and data?',
      answers: [
        'Engineers work on managed, encrypted devices, use your identity and access controls and follow your security policies. Background checks and security training are completed before onboarding, and their access is removed on the day a placement ends.',
      ],
    },
  ],
  cta: {
    title: 'Need engineers on your team this quarter?',
    lead: 'Book a call to describe the roles you need, and we will send role profiles and rates, followed by a shortlist of vetted candidates.',
  },
} as const satisfies ServiceContent
